import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { SiteStylesTable } from '../../infra/database/schema-styles.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';

/* SQL of site_styles (migration 0020): one row per site, the draft and the published styles. */

/** A site's row, or undefined before its first saved draft. */
export function readStylesRow(db: Kysely<Schema>, websiteId: string): Promise<SiteStylesTable | undefined> {
  return db.selectFrom('site_styles').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

/** Whether the site has published styles of its own (else it shows the theme's look). */
export async function hasPublishedStyles(db: Kysely<Schema>, websiteId: string): Promise<boolean> {
  const row = await db.selectFrom('site_styles').select('published_at').where('website_id', '=', websiteId).executeTakeFirst();
  return row?.published_at != null;
}

/**
 * Writes the draft if it is still at `fromRevision` (0: no row yet).
 * @returns the new revision, or null when someone saved meanwhile
 */
export async function writeDraft(db: Kysely<Schema>, websiteId: string, draftJson: string, fromRevision: number, now: number): Promise<number | null> {
  const revision = fromRevision + 1;
  if (fromRevision === 0) {
    try {
      await db.insertInto('site_styles').values({ website_id: websiteId, draft_json: draftJson, revision, published_json: null, published_at: null, updated_at: now }).execute();
      return revision;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }
  const result = await db
    .updateTable('site_styles')
    .set({ draft_json: draftJson, revision, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('revision', '=', fromRevision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? revision : null;
}

/**
 * Makes the draft at `revision` the published styles.
 * @returns false when the draft is no longer at that revision (or there is none)
 */
export async function writePublished(db: Kysely<Schema>, websiteId: string, revision: number, now: number): Promise<boolean> {
  const row = await db.selectFrom('site_styles').select('draft_json').where('website_id', '=', websiteId).where('revision', '=', revision).executeTakeFirst();
  if (!row) return false;
  const result = await db
    .updateTable('site_styles')
    .set({ published_json: row.draft_json, published_at: now })
    .where('website_id', '=', websiteId)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
