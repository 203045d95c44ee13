import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { EmailRenderer } from '../../infra/mail/email-renderer.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';

/** What fulfilling, refunding and cancelling need. */
export interface OrderWorkDeps {
  db: Kysely<Schema>;
  now: () => number;
  mailer: Mailer;
  emails: EmailRenderer;
  /** The provider a stored payment went through, by name; null when it is not set up. */
  providerNamed(websiteId: string, name: string): Promise<PaymentProvider | null>;
}
