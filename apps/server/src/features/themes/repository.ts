import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { SiteDesignsTable } from '../../infra/database/schema-designs.ts';

/* SQL of site_designs (migration 0032): one row per site that chose a design or saved its tweaks. */

/** The site's row, or undefined when it never chose a design nor saved a tweak (the default, as it comes). */
export function readDesignRow(db: Kysely<Schema>, websiteId: string): Promise<SiteDesignsTable | undefined> {
  return db.selectFrom('site_designs').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

/** The id of the design the site chose, or undefined when it never chose one (the default). */
export async function readDesignId(db: Kysely<Schema>, websiteId: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_designs').select('design_id').where('website_id', '=', websiteId).executeTakeFirst();
  return row?.design_id;
}

/** Records the site’s design (inside the caller’s content change), keeping its settings. */
export async function writeDesignId(db: Kysely<Schema>, websiteId: string, designId: string, now: number): Promise<void> {
  await db
    .insertInto('site_designs')
    .values({ website_id: websiteId, design_id: designId, tweaks_draft_json: null, tweaks_published_json: null, tweaks_revision: 0, updated_at: now })
    .onConflict((conflict) => conflict.column('website_id').doUpdateSet({ design_id: designId, updated_at: now }))
    .execute();
}

/**
 * Writes the tweaks' draft (JSON of design id → values) if it is still at `fromRevision`; a site
 * without a row gets one with `designId` as its design (the one it uses: the default).
 * @returns the new revision, or null when someone saved meanwhile
 */
export async function writeTweaksDraft(db: Kysely<Schema>, websiteId: string, designId: string, draftJson: string, fromRevision: number, now: number): Promise<number | null> {
  const revision = fromRevision + 1;
  if (fromRevision === 0) {
    const inserted = await db
      .insertInto('site_designs')
      .values({ website_id: websiteId, design_id: designId, tweaks_draft_json: draftJson, tweaks_published_json: null, tweaks_revision: revision, updated_at: now })
      .onConflict((conflict) => conflict.column('website_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return revision;
  }
  const result = await db
    .updateTable('site_designs')
    .set({ tweaks_draft_json: draftJson, tweaks_revision: revision, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('tweaks_revision', '=', fromRevision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? revision : null;
}

/** Writes what visitors see of the tweaks if the draft is still at `revision` (in the caller's content change). */
export async function writeTweaksPublished(db: Kysely<Schema>, websiteId: string, publishedJson: string, revision: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('site_designs')
    .set({ tweaks_published_json: publishedJson, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('tweaks_revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
