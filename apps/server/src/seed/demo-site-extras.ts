import type { Kysely } from 'kysely';
import { createCollection } from '../features/catalog/index.ts';
import { hashSiteUserPassword } from '../features/site-users/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { randomBytes } from 'node:crypto';

/** The demo's trade-prices page with its own password (page type 105), not in the navigation. */
export const DEMO_PROTECTED_PAGE = Object.freeze({ path: '/trade', password: 'plinth-trade' });
/** The demo's site password: set, with the lock screen (103) off until the owner turns it on. */
export const DEMO_LOCK_PASSWORD = 'plinth-preview';
/** The demo's splash page (page type 3), on. */
export const DEMO_SPLASH_PATH = '/welcome';

const secret = () => randomBytes(24).toString('base64url');

/**
 * Demo content of the special page types (issue 17): a protected trade-prices page, a site password
 * with the lock screen off, a splash page at /welcome, and a popup written but OFF (a site-wide
 * popup would cover every other journey's pages).
 */
export async function seedDemoSiteExtras(db: Kysely<Schema>, websiteId: string, now: number): Promise<void> {
  const collectionId = await createCollection(db, websiteId, {
    urlId: DEMO_PROTECTED_PAGE.path.slice(1),
    title: 'Trade prices',
    type: 'page',
    description: 'Trade prices for shops and cafés.',
    bodyHtml: '<p>Trade prices for shops and cafés: 40% off the shop price from twelve pieces of one design. Ask us for the order form.</p>',
    now,
  });
  await db
    .insertInto('protected_pages')
    .values({ website_id: websiteId, collection_id: collectionId, password_hash: await hashSiteUserPassword(DEMO_PROTECTED_PAGE.password), secret: secret(), message: 'Stockists: the password is in our welcome e-mail.', updated_at: now })
    .execute();
  await db
    .insertInto('site_access_settings')
    .values({
      website_id: websiteId,
      lock_enabled: 0,
      lock_password_hash: await hashSiteUserPassword(DEMO_LOCK_PASSWORD),
      lock_secret: secret(),
      lock_message: 'We are restocking the shop. Friends of the studio: the password is on your invitation.',
      popup_enabled: 0,
      popup_title: 'Ten percent off your first order',
      popup_body: 'Sign up for our newsletter at the foot of any page and we will send you a code.',
      popup_button_label: 'Read the journal',
      popup_button_url: '/blog',
      popup_position: 'bottom-right',
      popup_version: 1,
      splash_enabled: 1,
      splash_path: DEMO_SPLASH_PATH.slice(1),
      splash_title: 'Welcome to the studio',
      splash_body: 'Bread, pots and the tools we use every day, made by people we know by name.',
      splash_button_label: 'Enter the shop',
      splash_button_url: '/shop',
      updated_at: now,
    })
    .execute();
}
