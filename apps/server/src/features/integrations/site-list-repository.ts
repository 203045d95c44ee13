import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/** Subscribed addresses on the site's own mailing list (the newsletter feature's table, read for the panel's figure). */
export async function countSiteSubscribers(db: Kysely<Schema>, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('mailing_list')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('status', '=', 'subscribed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
