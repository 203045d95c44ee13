import { sql, type Kysely, type Selectable } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { RecordingsTable, Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';

/* SQL of the recordings feature: recordings, their chunks and the carts they saw. */

/** A recording as the service reads it. */
export interface Recording {
  id: string;
  websiteId: string;
  visitorId: string | null;
  firstPage: string;
  pages: string[];
  startedAt: number;
  endedAt: number;
  durationMs: number;
  eventCount: number;
  storedBytes: number;
  bought: boolean;
}

/** At most this many pages are kept in a recording's page list. */
export const MAX_PAGES = 100;

function toRecording(row: Selectable<RecordingsTable> & { bought?: unknown }): Recording {
  return {
    id: row.id,
    websiteId: row.website_id,
    visitorId: row.visitor_id,
    firstPage: row.first_page,
    pages: parseJson<string[]>(row.pages_json, []),
    startedAt: Number(row.started_at),
    endedAt: Number(row.ended_at),
    durationMs: Number(row.duration_ms),
    eventCount: Number(row.event_count),
    storedBytes: Number(row.stored_bytes),
    bought: Number(row.bought ?? 0) > 0,
  };
}

/** Whether an order was placed from a cart the recording saw. */
const boughtColumn = sql<number>`(case when exists (select 1 from recording_carts rc inner join orders o on o.purchased_cart_id = rc.cart_id where rc.recording_id = r.id) then 1 else 0 end)`.as('bought');

/** Starts a recording. */
export async function insertRecording(db: Kysely<Schema>, input: { id: string; websiteId: string; visitorId: string | null; page: string; now: number }): Promise<void> {
  await db
    .insertInto('recordings')
    .values({ id: input.id, website_id: input.websiteId, visitor_id: input.visitorId, first_page: input.page, pages_json: JSON.stringify([input.page]), started_at: input.now, ended_at: input.now })
    .execute();
}

/** A site's recording, or null (another site's id is unknown here). */
export async function findRecording(db: Kysely<Schema>, websiteId: string, id: string): Promise<Recording | null> {
  const row = await db.selectFrom('recordings as r').selectAll('r').select(boughtColumn).where('r.id', '=', id).where('r.website_id', '=', websiteId).executeTakeFirst();
  return row ? toRecording(row) : null;
}

/** Adds a page to a recording that goes on (unless it is the last one already) and moves its end. */
export async function continueRecording(db: Kysely<Schema>, recording: Recording, page: string, now: number): Promise<void> {
  const pages = recording.pages.at(-1) === page || recording.pages.length >= MAX_PAGES ? recording.pages : [...recording.pages, page];
  await db.updateTable('recordings').set({ pages_json: JSON.stringify(pages), ended_at: now }).where('id', '=', recording.id).execute();
}

/**
 * Appends a batch as the recording's next chunk, unless the recording would pass `maxBytes`; the
 * counter update and the insert are one transaction, so two batches at once take two sequence numbers.
 * @returns false when the recording is full or gone
 */
export async function appendChunk(
  db: Kysely<Schema>,
  input: { recordingId: string; websiteId: string; eventsJson: string; eventCount: number; firstAt: number; lastAt: number; now: number; maxBytes: number },
): Promise<boolean> {
  const bytes = Buffer.byteLength(input.eventsJson);
  return inTransaction(db, async (tx) => {
    const updated = await tx
      .updateTable('recordings')
      .set((eb) => ({
        chunk_count: eb('chunk_count', '+', 1),
        event_count: eb('event_count', '+', input.eventCount),
        stored_bytes: eb('stored_bytes', '+', bytes),
        ended_at: input.now,
        first_event_at: sql<number>`coalesce(case when first_event_at < ${input.firstAt} then first_event_at end, ${input.firstAt})`,
        last_event_at: sql<number>`coalesce(case when last_event_at > ${input.lastAt} then last_event_at end, ${input.lastAt})`,
        duration_ms: sql<number>`coalesce(case when last_event_at > ${input.lastAt} then last_event_at end, ${input.lastAt}) - coalesce(case when first_event_at < ${input.firstAt} then first_event_at end, ${input.firstAt})`,
      }))
      .where('id', '=', input.recordingId)
      .where('website_id', '=', input.websiteId)
      .where(sql<boolean>`stored_bytes + ${bytes} <= ${input.maxBytes}`)
      .returning('chunk_count')
      .executeTakeFirst();
    if (!updated) return false;
    await tx
      .insertInto('recording_chunks')
      .values({ recording_id: input.recordingId, seq: Number(updated.chunk_count) - 1, website_id: input.websiteId, received_at: input.now, events_json: input.eventsJson })
      .execute();
    return true;
  });
}

/** Notes a cart of the visit (bought = an order of one of them). */
export async function noteCart(db: Kysely<Schema>, recordingId: string, cartToken: string, websiteId: string): Promise<void> {
  const cart = await db.selectFrom('carts').select('id').where('website_id', '=', websiteId).where('token', '=', cartToken).executeTakeFirst();
  if (!cart) return;
  await db.insertInto('recording_carts').values({ recording_id: recordingId, cart_id: cart.id }).onConflict((oc) => oc.doNothing()).execute();
}

/** The owner's filters of the list. */
export interface RecordingFilter {
  /** A path the visit went through. */
  page?: string;
  bought?: boolean;
  /** Only recordings that started before this (the next page of the list). */
  before?: number;
  limit: number;
}

/** `%` `_` and `\` escaped for a LIKE with `escape '\'`. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A site's recordings with at least one event, newest first. */
export async function listRecordings(db: Kysely<Schema>, websiteId: string, filter: RecordingFilter): Promise<Recording[]> {
  let query = db.selectFrom('recordings as r').selectAll('r').select(boughtColumn).where('r.website_id', '=', websiteId).where('r.event_count', '>', 0);
  if (filter.before !== undefined) query = query.where('r.started_at', '<', filter.before);
  // The pages are a JSON array of strings: the page's JSON text, quotes included, is in it exactly.
  if (filter.page) query = query.where(sql<boolean>`r.pages_json like ${`%${likeLiteral(JSON.stringify(filter.page))}%`} escape '\\'`);
  if (filter.bought !== undefined) {
    const exists = sql<boolean>`exists (select 1 from recording_carts rc inner join orders o on o.purchased_cart_id = rc.cart_id where rc.recording_id = r.id)`;
    query = query.where(filter.bought ? exists : sql<boolean>`not ${exists}`);
  }
  const rows = await query.orderBy('r.started_at', 'desc').orderBy('r.id', 'desc').limit(filter.limit).execute();
  return rows.map(toRecording);
}

/** A recording's chunks in order, `size` at a time (a long recording is never read whole). */
export async function* recordingChunks(db: Kysely<Schema>, recordingId: string, size = 20): AsyncGenerator<string> {
  let after = -1;
  for (;;) {
    const rows = await db.selectFrom('recording_chunks').select(['seq', 'events_json']).where('recording_id', '=', recordingId).where('seq', '>', after).orderBy('seq').limit(size).execute();
    for (const row of rows) yield row.events_json;
    if (rows.length < size) return;
    after = Number(rows.at(-1)?.seq);
  }
}

/** Deletes a site's recordings that ended before `before` (their chunks and carts go with them). */
export async function deleteRecordingsBefore(db: Kysely<Schema>, websiteId: string, before: number): Promise<number> {
  const result = await db.deleteFrom('recordings').where('website_id', '=', websiteId).where('ended_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids of the sites that have recordings. */
export async function sitesWithRecordings(db: Kysely<Schema>): Promise<string[]> {
  const rows = await db.selectFrom('recordings').select('website_id').distinct().execute();
  return rows.map((row) => row.website_id);
}
