import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { EmailRenderer } from '../../infra/mail/email-renderer.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import type { AppDeps } from '../../infra/app-deps.ts';
import { paymentProviderNamed, paymentsDepsOf } from '../payments/index.ts';

/** What fulfilling, refunding and cancelling need. */
export interface OrderWorkDeps {
  db: Kysely<Schema>;
  now: () => number;
  mailer: Mailer;
  emails: EmailRenderer;
  /** The provider a stored payment went through, by name; null when it is not set up. */
  providerNamed(websiteId: string, name: string): Promise<PaymentProvider | null>;
}

/** The order work's deps made of the app's: each payment refunded through the provider it went through, by name. */
export function orderWorkDepsOf(app: AppDeps): OrderWorkDeps {
  const payments = paymentsDepsOf(app);
  return { db: app.db, now: app.now, mailer: app.mailer, emails: app.emails, providerNamed: (websiteId, name) => paymentProviderNamed(payments, websiteId, name) };
}
