import type { FormValues } from '@plinth/forms';
import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { FormSubmissionsTable, Schema } from '../../infra/database/schema.ts';

/* Stored form submissions: written once by the save route, read by the owner. */

/** A stored submission. `values` are the canonical answers exactly as the visitor gave them. */
export interface FormSubmission {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  createdAt: number;
}

/** What the save route stores. */
export interface NewFormSubmission {
  formId: string;
  values: FormValues;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  visitorKey: string;
  now: number;
}

function toSubmission(row: Selectable<FormSubmissionsTable>): FormSubmission {
  return {
    id: row.id,
    formId: row.form_id,
    values: parseJson<Record<string, unknown>>(row.values_json, {}),
    pageTitle: row.page_title,
    pageId: row.page_id,
    contentSource: row.content_source === 'i' ? 'i' : 'c',
    pagePath: row.page_path,
    createdAt: Number(row.created_at),
  };
}

/** Stores a submission (call inside the transaction that spends the key); returns its id. */
export async function insertSubmission(db: Kysely<Schema>, websiteId: string, input: NewFormSubmission): Promise<string> {
  const id = newId();
  await db
    .insertInto('form_submissions')
    .values({
      id,
      website_id: websiteId,
      form_id: input.formId,
      values_json: JSON.stringify(input.values),
      page_title: input.pageTitle,
      page_id: input.pageId,
      content_source: input.contentSource,
      page_path: input.pagePath,
      visitor_key: input.visitorKey,
      created_at: input.now,
    })
    .execute();
  return id;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (escape character `\`). */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of a form's submissions, newest first. `search` matches any answer text, case-insensitively
 * (ASCII), as a substring of the stored JSON.
 */
export async function listSubmissions(
  db: Kysely<Schema>,
  websiteId: string,
  formId: string,
  options: { search?: string; cursor?: string; limit?: number } = {},
): Promise<{ submissions: FormSubmission[]; nextCursor: string | null }> {
  const limit = options.limit ?? 25;
  const after = decodeCursor(options.cursor);
  let query = db.selectFrom('form_submissions').selectAll().where('website_id', '=', websiteId).where('form_id', '=', formId);
  if (options.search && options.search.trim() !== '') {
    query = query.where(sql<boolean>`lower(values_json) like ${likePattern(options.search.trim())} escape '\\'`);
  }
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit).map(toSubmission);
  const last = page.at(-1);
  return { submissions: page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** Every submission of a form, oldest first (the CSV export). */
export async function allSubmissions(db: Kysely<Schema>, websiteId: string, formId: string): Promise<FormSubmission[]> {
  const rows = await db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSubmission);
}

/** One submission of a form, or null. */
export async function getSubmission(db: Kysely<Schema>, websiteId: string, formId: string, id: string): Promise<FormSubmission | null> {
  const row = await db
    .selectFrom('form_submissions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('form_id', '=', formId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSubmission(row) : null;
}

/** Form id → number of submissions, for every form of the site that has any. */
export async function countSubmissionsByForm(db: Kysely<Schema>, websiteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('form_submissions')
    .select(['form_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('website_id', '=', websiteId)
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((row) => [row.form_id, Number(row.count)]));
}
