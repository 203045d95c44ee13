/* The tables of migration 0028-payment-intents (features/payments: the provider settings, the webhook events seen). */

/** A site's payment provider (Commerce → Payments); no row: the built-in test provider. */
export interface PaymentSettingsTable {
  website_id: string;
  /** 'test' | 'stripe'. */
  provider: string;
  /** 'test' | 'live' (Stripe's key prefixes sk_test_ / sk_live_). */
  mode: string;
  publishable_key: string | null;
  /** Sealed with the secret box (infra/secrets); never sent back. */
  secret_key_sealed: string | null;
  /** What the owner is shown of the secret key: 'sk_test_…4242'. */
  secret_key_hint: string | null;
  webhook_secret_sealed: string | null;
  webhook_secret_hint: string | null;
  updated_at: number;
}

/** A provider webhook event handled once: a retried delivery of the same id changes nothing. */
export interface PaymentWebhookEventsTable {
  website_id: string;
  provider: string;
  event_id: string;
  type: string;
  received_at: number;
}

export interface PaymentsSchema {
  payment_settings: PaymentSettingsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
}
