/** The payments feature's refusals, written for the owner and the buyer (docs/checkout-api.md "Payments"). */
export const PAYMENTS_MESSAGES = {
  secretsUnavailable: 'Secret keys cannot be stored on this server yet: set PLINTH_SECRET_KEY (32 random bytes, e.g. `openssl rand -base64 32`) and restart, then connect Stripe.',
  publishableKeyMissing: 'Enter the publishable key of your Stripe account (pk_test_… or pk_live_…).',
  secretKeyMissing: 'Enter the secret key of your Stripe account (sk_test_… or sk_live_…).',
  webhookSecretMissing: 'Enter the signing secret of your Stripe webhook endpoint (whsec_…).',
  keyModeMismatch: (mode: 'test' | 'live', field: string) => `The ${field} is not a ${mode}-mode key: in ${mode} mode it starts with ${field === 'publishable key' ? 'pk' : 'sk'}_${mode}_.`,
  paymentsUnavailable: 'Card payments are not available right now. Please try again later.',
  testProviderOff: 'Not found.',
  signatureMissing: 'The Stripe-Signature header is missing.',
  signatureInvalid: 'The Stripe-Signature does not match this payload: the event was not sent by Stripe for this site.',
  stripeNotConnected: 'Stripe is not connected on this site.',
} as const;
