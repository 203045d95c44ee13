import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/**
 * The salt of a site's cookieless visitor ids for one UTC day: made by the first hit of the day
 * (every process then reads the same one), and the days before yesterday deleted with it, so an
 * old id can no longer be recomputed from an address.
 */
export async function daySalt(db: Kysely<Schema>, websiteId: string, day: string, yesterday: string): Promise<string> {
  const found = await db.selectFrom('analytics_salts').select('salt').where('website_id', '=', websiteId).where('day', '=', day).executeTakeFirst();
  if (found) return found.salt;
  await db
    .insertInto('analytics_salts')
    .values({ website_id: websiteId, day, salt: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.columns(['website_id', 'day']).doNothing())
    .execute();
  await db.deleteFrom('analytics_salts').where('website_id', '=', websiteId).where('day', '<', yesterday).execute();
  const row = await db.selectFrom('analytics_salts').select('salt').where('website_id', '=', websiteId).where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}
