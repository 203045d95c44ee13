import type { SETUP_STEPS } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { hasSentMessage } from '../../infra/mail/outbox-repository.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import { hasProducts } from '../catalog/index.ts';
import { getWebsite, updateWebsiteSettings, type WebsiteSettings } from '../site/index.ts';
import { hasPublishedStyles } from '../styles/index.ts';

/*
 * The owner's getting-started checklist: each step is ticked from the data, never by hand — a
 * product exists, the site's styles were published, checkout takes real payments (a provider not in
 * test mode), an e-mail left through SMTP. Dismissing it is kept in the website settings JSON
 * (`setupChecklistDismissed`; the site feature keeps keys it does not know).
 */

/** One step of the checklist. */
export interface ChecklistStep {
  id: (typeof SETUP_STEPS)[number];
  done: boolean;
}

/** The checklist as the dashboard shows it. */
export interface Checklist {
  dismissed: boolean;
  steps: ChecklistStep[];
}

const dismissedIn = (settings: WebsiteSettings): boolean => (settings as unknown as { setupChecklistDismissed?: unknown }).setupChecklistDismissed === true;

/** The site's checklist: each step's state read from the data, and whether the owner dismissed it. */
export async function readChecklist(db: Kysely<Schema>, websiteId: string, payments: Pick<PaymentProvider, 'testMode'>): Promise<Checklist> {
  const [website, product, design, email] = await Promise.all([getWebsite(db, websiteId), hasProducts(db, websiteId), hasPublishedStyles(db, websiteId), hasSentMessage(db, websiteId)]);
  return {
    dismissed: website ? dismissedIn(website.settings) : false,
    steps: [
      { id: 'product', done: product },
      { id: 'design', done: design },
      { id: 'payments', done: !payments.testMode },
      { id: 'email', done: email },
    ],
  };
}

/** Hides the checklist for the site (pages do not show it: no content-version bump). */
export async function dismissChecklist(db: Kysely<Schema>, websiteId: string): Promise<void> {
  await updateWebsiteSettings(db, websiteId, { setupChecklistDismissed: true } as Partial<WebsiteSettings>);
}
