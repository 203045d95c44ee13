import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/* SQL of site_designs (migration 0032): one row per site that chose a design. */

/** The id of the design the site chose, or undefined when it never chose one (the default). */
export async function readDesignId(db: Kysely<Schema>, websiteId: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_designs').select('design_id').where('website_id', '=', websiteId).executeTakeFirst();
  return row?.design_id;
}

/** Records the site's design (inside the caller's content change). */
export async function writeDesignId(db: Kysely<Schema>, websiteId: string, designId: string, now: number): Promise<void> {
  await db
    .insertInto('site_designs')
    .values({ website_id: websiteId, design_id: designId, tweaks_draft_json: null, tweaks_published_json: null, tweaks_revision: 0, updated_at: now })
    .onConflict((conflict) => conflict.column('website_id').doUpdateSet({ design_id: designId, updated_at: now }))
    .execute();
}
