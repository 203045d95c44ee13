import type { paymentSettingsInput, paymentSettingsJson } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import { createStripeProvider, isTestKey, type StripeApiTarget } from '../../infra/payments/stripe-provider.ts';
import type { TestPaymentProvider } from '../../infra/payments/test-provider.ts';
import type { SecretBox } from '../../infra/secrets/secret-box.ts';
import { PAYMENTS_MESSAGES as M } from './messages.ts';
import { readPaymentSettings, writePaymentSettings, type StoredPaymentSettings } from './payment-settings-repository.ts';

/*
 * Commerce → Payments (docs/checkout-api.md "Payments"): which provider a site takes payments
 * through, chosen per request from the stored settings, so switching needs no restart. Stripe's
 * secret key and webhook signing secret are sealed at rest with the secret box and never sent back:
 * the owner sees them masked ('sk_test_…4242').
 */

/** What the payments feature needs from the app. */
export interface PaymentsDeps {
  db: Kysely<Schema>;
  now(): number;
  /** Seals and opens the stored secrets (infra/secrets). */
  secrets: SecretBox;
  /** The built-in test provider (one per app: its books are the process's memory). */
  testProvider: TestPaymentProvider;
  /** Where the Stripe SDK sends its requests; unset: Stripe's API. */
  stripeApi?: StripeApiTarget | undefined;
}

/** The owner's view (`paymentSettingsJson` of @plinth/api). */
export type PaymentSettingsView = z.infer<typeof paymentSettingsJson>;
/** A parsed PUT body. */
export type PaymentSettingsInput = z.output<typeof paymentSettingsInput>;

/**
 * A secret as the owner is shown it: its prefix and its last four characters.
 * @example maskSecret('sk_test_51Habc…4242') // 'sk_test_…4242'
 */
export function maskSecret(secret: string): string {
  const prefix = /^(?:sk|rk|pk)_(?:test|live)_|^whsec_/.exec(secret)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}

/** The owner's view of the site's settings. */
export async function ownerPaymentSettings(deps: PaymentsDeps, websiteId: string, webhookUrl: string): Promise<PaymentSettingsView> {
  const stored = await readPaymentSettings(deps.db, websiteId);
  return {
    provider: stored.provider,
    mode: stored.mode,
    publishableKey: stored.publishableKey,
    secretKey: stored.secretKeySealed ? stored.secretKeyHint : null,
    webhookSecret: stored.webhookSecretSealed ? stored.webhookSecretHint : null,
    webhookUrl,
    secretsStorable: deps.secrets.configured,
  };
}

/**
 * Saves the owner's choice. Stripe needs all three keys (a blank secret keeps the stored one), each of
 * the chosen mode; the secrets are sealed. Switching to the test provider keeps the Stripe keys, so
 * switching back needs none of them again.
 * @throws AppError INVALID for a missing key, a key of the other mode, or a server without PLINTH_SECRET_KEY
 */
export async function savePaymentSettings(deps: PaymentsDeps, websiteId: string, input: PaymentSettingsInput, webhookUrl: string): Promise<PaymentSettingsView> {
  const stored = await readPaymentSettings(deps.db, websiteId);
  const given = (value: string | undefined) => (value ? value : null);
  const publishableKey = given(input.publishableKey) ?? stored.publishableKey;
  const secretKey = given(input.secretKey);
  const webhookSecret = given(input.webhookSecret);
  if ((secretKey || webhookSecret) && !deps.secrets.configured) throw new AppError('INVALID', M.secretsUnavailable);
  const next: StoredPaymentSettings = {
    provider: input.provider,
    mode: input.mode,
    publishableKey,
    secretKeySealed: secretKey ? deps.secrets.seal(secretKey) : stored.secretKeySealed,
    secretKeyHint: secretKey ? maskSecret(secretKey) : stored.secretKeyHint,
    webhookSecretSealed: webhookSecret ? deps.secrets.seal(webhookSecret) : stored.webhookSecretSealed,
    webhookSecretHint: webhookSecret ? maskSecret(webhookSecret) : stored.webhookSecretHint,
  };
  if (input.provider === 'stripe') {
    if (!deps.secrets.configured) throw new AppError('INVALID', M.secretsUnavailable);
    if (!next.publishableKey) throw new AppError('INVALID', M.publishableKeyMissing);
    if (!next.secretKeySealed) throw new AppError('INVALID', M.secretKeyMissing);
    if (!next.webhookSecretSealed) throw new AppError('INVALID', M.webhookSecretMissing);
    const wantTest = input.mode === 'test';
    if (isTestKey(next.publishableKey) !== wantTest) throw new AppError('INVALID', M.keyModeMismatch(input.mode, 'publishable key'));
    const secretIsTest = secretKey ? isTestKey(secretKey) : (next.secretKeyHint ?? '').includes('_test_');
    if (secretIsTest !== wantTest) throw new AppError('INVALID', M.keyModeMismatch(input.mode, 'secret key'));
  }
  await writePaymentSettings(deps.db, websiteId, next, deps.now());
  return ownerPaymentSettings(deps, websiteId, webhookUrl);
}

/**
 * What a checkout page's island loads to take the card (its public part only: no secret is opened):
 * Stripe with its publishable key, or the test provider.
 */
export async function checkoutPaymentOf(db: Kysely<Schema>, websiteId: string): Promise<{ provider: 'test' | 'stripe'; publishableKey: string | null }> {
  const stored = await readPaymentSettings(db, websiteId);
  return stored.provider === 'stripe' && stored.publishableKey ? { provider: 'stripe', publishableKey: stored.publishableKey } : { provider: 'test', publishableKey: null };
}

/** The Stripe provider of stored settings with Stripe keys, or null. */
function stripeOf(deps: PaymentsDeps, stored: StoredPaymentSettings): PaymentProvider | null {
  if (!stored.secretKeySealed || !stored.publishableKey) return null;
  try {
    return createStripeProvider({ secretKey: deps.secrets.open(stored.secretKeySealed), publishableKey: stored.publishableKey, api: deps.stripeApi });
  } catch {
    // The secret does not open (PLINTH_SECRET_KEY changed without its previous key): no payments, never the test provider.
    throw new AppError('UNAVAILABLE', M.paymentsUnavailable);
  }
}

/**
 * The provider new payments of the site go through, from its stored settings (read per request).
 * @throws AppError UNAVAILABLE when Stripe is chosen but its secret cannot be opened (never falls back to test)
 */
export async function paymentProviderForSite(deps: PaymentsDeps, websiteId: string): Promise<PaymentProvider> {
  const stored = await readPaymentSettings(deps.db, websiteId);
  if (stored.provider !== 'stripe') return deps.testProvider;
  const stripe = stripeOf(deps, stored);
  if (!stripe) throw new AppError('UNAVAILABLE', M.paymentsUnavailable);
  return stripe;
}

/** The provider a stored payment of the site went through, by name, even after a switch; null when it is not set up. */
export async function paymentProviderNamed(deps: PaymentsDeps, websiteId: string, name: string): Promise<PaymentProvider | null> {
  if (name === deps.testProvider.name) return deps.testProvider;
  if (name !== 'stripe') return null;
  return stripeOf(deps, await readPaymentSettings(deps.db, websiteId));
}

/** The site's Stripe webhook signing secret, opened; null when Stripe is not connected. */
export async function stripeWebhookSecret(deps: PaymentsDeps, websiteId: string): Promise<string | null> {
  const stored = await readPaymentSettings(deps.db, websiteId);
  if (!stored.webhookSecretSealed) return null;
  try {
    return deps.secrets.open(stored.webhookSecretSealed);
  } catch {
    return null;
  }
}
