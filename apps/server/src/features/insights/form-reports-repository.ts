import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The reads of the forms and restock reports: a site's forms, their census renders and their
 * submissions within `[startMs, endMs)`, and its restock sign-ups and notices per product. Counts
 * come back as numbers on both dialects (PostgreSQL answers count(*) as text).
 */

/** Id → count, from grouped rows. */
function countsOf(rows: ReadonlyArray<{ key: string | null; n: unknown }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.key !== null) counts.set(row.key, Number(row.n));
  return counts;
}

/** The site's forms (id and name), oldest first. */
export async function siteForms(db: Kysely<Schema>, websiteId: string): Promise<Array<{ id: string; name: string }>> {
  return db.selectFrom('forms').select(['id', 'name']).where('website_id', '=', websiteId).orderBy('created_at').orderBy('id').execute();
}

/**
 * Form id → form renders the census stored in the range (`kind = 'form-render'`, `item_id` = the
 * form id). Raw events: renders older than the site's retention are gone.
 */
export async function formRendersBetween(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('analytics_events')
    .select(['item_id as key', (eb) => eb.fn.countAll().as('n')])
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', startMs)
    .where('occurred_at', '<', endMs)
    .where('kind', '=', 'form-render')
    .where('item_id', 'is not', null)
    .groupBy('item_id')
    .execute();
  return countsOf(rows);
}

/** Form id → submissions saved in the range. */
export async function submissionsBetween(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('form_submissions')
    .select(['form_id as key', (eb) => eb.fn.countAll().as('n')])
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', startMs)
    .where('created_at', '<', endMs)
    .groupBy('form_id')
    .execute();
  return countsOf(rows);
}

/** Restock figures of one product in a range. */
export interface RestockCounts {
  productId: string;
  /** The product's title now; null once it left the catalogue. */
  title: string | null;
  signUps: number;
  notified: number;
}

/**
 * Per product with any sign-up made, or notice sent, in the range: the sign-ups made then and the
 * notices sent then (a sign-up of last month notified today counts as notified, not as a sign-up).
 */
export async function restockCountsBetween(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number): Promise<RestockCounts[]> {
  const made = db
    .selectFrom('restock_signups')
    .select(['item_id as key', (eb) => eb.fn.countAll().as('n')])
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', startMs)
    .where('created_at', '<', endMs)
    .groupBy('item_id')
    .execute();
  const sent = db
    .selectFrom('restock_signups')
    .select(['item_id as key', (eb) => eb.fn.countAll().as('n')])
    .where('website_id', '=', websiteId)
    .where('notified_at', '>=', startMs)
    .where('notified_at', '<', endMs)
    .groupBy('item_id')
    .execute();
  const [signUps, notified] = (await Promise.all([made, sent])).map(countsOf);
  const ids = [...new Set([...signUps.keys(), ...notified.keys()])];
  if (ids.length === 0) return [];
  const titles = new Map((await db.selectFrom('items').select(['id', 'title']).where('website_id', '=', websiteId).where('id', 'in', ids).execute()).map((row) => [row.id, row.title]));
  return ids.map((productId) => ({ productId, title: titles.get(productId) ?? null, signUps: signUps.get(productId) ?? 0, notified: notified.get(productId) ?? 0 }));
}
