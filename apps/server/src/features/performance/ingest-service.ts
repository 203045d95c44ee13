import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { UNKNOWN_PAGE_LOAD } from './messages.ts';
import type { PerformanceEnvironment } from './environment.ts';
import { claimRecords, insertPageLoad } from './page-loads-repository.ts';
import { batchPageLoadId, checkRecord, type CheckedRecord } from './record-check.ts';
import { storeRecords } from './records-repository.ts';
import { deviceOf, templateOf } from './templates.ts';

/*
 * The visitor side: a page load is issued an id with its template and device; records then arrive
 * for it (a beacon 30 s after load, another when the page is hidden) and are checked, capped and
 * stored with what the page load knows.
 */

/** Records are accepted for a page load this long after its id was issued (a tab may stay open, then hide). */
export const PAGE_LOAD_TTL_MS = 24 * 3_600_000;
/** Records one page load may send in all (metrics, navigation, images, user timings). */
export const MAX_RECORDS_PER_PAGE_LOAD = 300;

/** Page-load ids of visits that are not counted (a signed-in owner's) start with this; they are never stored. */
export const UNCOUNTED_PREFIX = 'x-';

/** Issues a page-load id for a page of the site. */
export async function issuePageLoad(
  db: Kysely<Schema>,
  websiteId: string,
  page: { path: string; pageType?: number | undefined; collectionId?: string | undefined; width?: number | undefined },
  now: number,
): Promise<string> {
  // The collection's type comes from the database: the caller only names a collection of this site.
  const collection = page.collectionId
    ? await db.selectFrom('collections').select('type').where('website_id', '=', websiteId).where('id', '=', page.collectionId).executeTakeFirst()
    : undefined;
  const id = randomUUID();
  await insertPageLoad(db, { id, websiteId, createdAt: now, path: page.path, template: templateOf(page.pageType, collection?.type), device: deviceOf(page.width) });
  return id;
}

/**
 * Checks and stores a batch of records.
 * @param environment dev, staging or prod, by the host the records were posted to
 * @returns how many were stored (0 when none passed)
 * @throws AppError NOT_FOUND when the page load is unknown, of another site, expired or full
 */
export async function acceptRecords(db: Kysely<Schema>, websiteId: string, body: readonly unknown[], now: number, environment: PerformanceEnvironment = 'prod'): Promise<number> {
  const pageLoadId = batchPageLoadId(body);
  if (!pageLoadId || pageLoadId.startsWith(UNCOUNTED_PREFIX)) return 0;
  const records = body.map((record) => checkRecord(record, pageLoadId, environment)).filter((record): record is CheckedRecord => record !== null);
  if (!records.length) return 0;
  const load = await claimRecords(db, websiteId, pageLoadId, records.length, now - PAGE_LOAD_TTL_MS, MAX_RECORDS_PER_PAGE_LOAD);
  if (!load) throw new AppError('NOT_FOUND', UNKNOWN_PAGE_LOAD);
  await storeRecords(db, websiteId, pageLoadId, load, records, now);
  return records.length;
}
