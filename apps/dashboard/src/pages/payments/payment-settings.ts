/**
 * The Payments form's model: the draft the inputs edit, and the body it saves. Secrets are
 * write-only: the server answers them masked ('sk_test_…4242'), an empty input keeps the stored one.
 */
import type { RouteAnswer, RouteRequest } from '@plinth/api/client';

/** The stored settings as the server answers them. */
export type PaymentSettings = RouteAnswer<'getPaymentSettings'>;
/** The PUT body. */
export type PaymentSettingsBody = RouteRequest<'savePaymentSettings'>['body'];

/** What the inputs edit. */
export interface PaymentDraft {
  provider: PaymentSettings['provider'];
  mode: PaymentSettings['mode'];
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

/** The providers, as the owner reads them. */
export const PROVIDER_CHOICES = [
  { value: 'test', label: 'Built-in test provider', hint: 'No money moves: the test cards pay (4242 4242 4242 4242), decline (4000 0000 0000 0002) or ask for 3-D Secure (4000 0027 6000 3184).' },
  { value: 'stripe', label: 'Stripe', hint: "Cards, wallets and 3-D Secure through your Stripe account. Card numbers go from the buyer's browser to Stripe, never to this server." },
] as const;

/** A fresh draft of stored settings (secret inputs empty: the stored ones are kept). */
export function draftOf(settings: PaymentSettings): PaymentDraft {
  return { provider: settings.provider, mode: settings.mode, publishableKey: settings.publishableKey ?? '', secretKey: '', webhookSecret: '' };
}

/** The body to save: Stripe's fields only with Stripe, empty secrets left out (kept). */
export function saveBody(draft: PaymentDraft): PaymentSettingsBody {
  if (draft.provider === 'test') return { provider: 'test', mode: draft.mode };
  return {
    provider: 'stripe',
    mode: draft.mode,
    publishableKey: draft.publishableKey.trim(),
    ...(draft.secretKey.trim() ? { secretKey: draft.secretKey.trim() } : {}),
    ...(draft.webhookSecret.trim() ? { webhookSecret: draft.webhookSecret.trim() } : {}),
  };
}

/** The placeholder of a secret input: what is stored, masked, or nothing. */
export function storedHint(masked: string | null): string {
  return masked ? `Stored: ${masked} (leave empty to keep it)` : '';
}
