import type { Kysely } from 'kysely';
import { decodeCursor, type CreatedCursor } from '../../infra/database/cursor.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { pageOf, publicMoney, type PageQuery } from './public-json.ts';

/* The public API's transactions (payments), customer profiles and form submissions, newest first. */

/** `(created_at, id)` before the cursor, for a table aliased or not. */
function before(after: CreatedCursor, created: string, id: string) {
  return (eb: any) => eb.or([eb(created, '<', after.createdAt), eb.and([eb(created, '=', after.createdAt), eb(id, '<', after.id)])]);
}

/** A page of payments. */
export async function publicTransactionPage(db: Kysely<Schema>, websiteId: string, page: PageQuery) {
  let query = db.selectFrom('payments').selectAll().where('website_id', '=', websiteId);
  if (page.createdSince !== undefined) query = query.where('created_at', '>=', page.createdSince);
  const after = decodeCursor(page.cursor);
  if (after) query = query.where(before(after, 'created_at', 'id'));
  const { rows, nextCursor } = pageOf(await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute(), page.limit);
  return {
    transactions: rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      status: row.status,
      amount: publicMoney(row.amount_cents, row.currency),
      giftCardAmount: publicMoney(row.gift_card_cents, row.currency),
      provider: row.provider,
      providerPaymentId: row.provider_payment_id,
      failureCode: row.failure_code,
      testMode: row.test_mode === 1,
      createdOn: Number(row.created_at),
      createdAt: new Date(Number(row.created_at)).toISOString(),
    })),
    nextCursor,
  };
}

/** A page of customer accounts (never their password hashes). */
export async function publicProfilePage(db: Kysely<Schema>, websiteId: string, page: PageQuery) {
  let query = db
    .selectFrom('site_users')
    .select(['id', 'email', 'name', 'email_verified_at', 'locale', 'created_at'])
    .where('website_id', '=', websiteId);
  if (page.createdSince !== undefined) query = query.where('created_at', '>=', page.createdSince);
  const after = decodeCursor(page.cursor);
  if (after) query = query.where(before(after, 'created_at', 'id'));
  const { rows, nextCursor } = pageOf(await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute(), page.limit);
  return {
    profiles: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.email_verified_at !== null,
      locale: row.locale,
      createdOn: Number(row.created_at),
      createdAt: new Date(Number(row.created_at)).toISOString(),
    })),
    nextCursor,
  };
}

/** A page of form submissions, of every form or of one. */
export async function publicSubmissionPage(db: Kysely<Schema>, websiteId: string, page: PageQuery & { formId?: string | undefined }) {
  let query = db
    .selectFrom('form_submissions as s')
    .leftJoin('forms as f', (join) => join.onRef('f.id', '=', 's.form_id').onRef('f.website_id', '=', 's.website_id'))
    .select(['s.id', 's.form_id', 'f.name as form_name', 's.values_json', 's.page_path', 's.page_title', 's.created_at'])
    .where('s.website_id', '=', websiteId);
  if (page.formId) query = query.where('s.form_id', '=', page.formId);
  if (page.createdSince !== undefined) query = query.where('s.created_at', '>=', page.createdSince);
  const after = decodeCursor(page.cursor);
  if (after) query = query.where(before(after, 's.created_at', 's.id'));
  const { rows, nextCursor } = pageOf(await query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(page.limit + 1).execute(), page.limit);
  return {
    submissions: rows.map((row) => ({
      id: row.id,
      formId: row.form_id,
      formName: row.form_name ?? '',
      values: parseJson<Record<string, unknown>>(row.values_json, {}),
      pagePath: row.page_path,
      pageTitle: row.page_title,
      createdOn: Number(row.created_at),
      createdAt: new Date(Number(row.created_at)).toISOString(),
    })),
    nextCursor,
  };
}
