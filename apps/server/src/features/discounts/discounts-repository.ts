import type { Discount, DiscountKind } from '@plinth/commerce';
import type { Kysely, Selectable } from 'kysely';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { DiscountsTable } from '../../infra/database/schema-discounts.ts';

/** A stored discount, as the feature uses it. */
export interface DiscountRecord {
  id: string;
  websiteId: string;
  code: string | null;
  title: string;
  kind: DiscountKind;
  percentBasisPoints: number | null;
  amountCents: number | null;
  minimumSubtotalCents: number | null;
  productIds: string[];
  categories: string[];
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  timesUsed: number;
  stackable: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What the owner sets (everything but the id, the uses and the times). */
export type DiscountFields = Omit<DiscountRecord, 'id' | 'websiteId' | 'timesUsed' | 'createdAt' | 'updatedAt'>;

/** The form codes are stored and compared in: trimmed, upper case. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** The form e-mails are counted in for the per-customer limit. */
export const customerKey = (email: string) => email.trim().toLowerCase();

function recordOf(row: Selectable<DiscountsTable>): DiscountRecord {
  const kind = row.kind as DiscountKind;
  return {
    id: row.id,
    websiteId: row.website_id,
    code: row.code,
    title: row.title,
    kind,
    percentBasisPoints: kind === 'PERCENTAGE' ? Number(row.value) : null,
    amountCents: kind === 'FIXED_AMOUNT' ? Number(row.value) : null,
    minimumSubtotalCents: row.minimum_subtotal_cents == null ? null : Number(row.minimum_subtotal_cents),
    productIds: parseJson<string[]>(row.product_ids_json, []),
    categories: parseJson<string[]>(row.categories_json, []),
    startsAt: row.starts_at == null ? null : Number(row.starts_at),
    endsAt: row.ends_at == null ? null : Number(row.ends_at),
    usageLimit: row.usage_limit == null ? null : Number(row.usage_limit),
    usageLimitPerCustomer: row.usage_limit_per_customer == null ? null : Number(row.usage_limit_per_customer),
    timesUsed: Number(row.times_used),
    stackable: Number(row.stackable) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function columnsOf(fields: DiscountFields) {
  return {
    code: fields.code,
    code_key: fields.code === null ? null : codeKey(fields.code),
    title: fields.title,
    kind: fields.kind,
    value: fields.kind === 'PERCENTAGE' ? (fields.percentBasisPoints ?? 0) : fields.kind === 'FIXED_AMOUNT' ? (fields.amountCents ?? 0) : 0,
    minimum_subtotal_cents: fields.minimumSubtotalCents,
    product_ids_json: JSON.stringify(fields.productIds),
    categories_json: JSON.stringify(fields.categories),
    starts_at: fields.startsAt,
    ends_at: fields.endsAt,
    usage_limit: fields.usageLimit,
    usage_limit_per_customer: fields.usageLimitPerCustomer,
    stackable: fields.stackable ? 1 : 0,
  };
}

/** The site's discounts, newest first. */
export async function listDiscountRecords(db: Kysely<Schema>, websiteId: string): Promise<DiscountRecord[]> {
  const rows = await db.selectFrom('discounts').selectAll().where('website_id', '=', websiteId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(recordOf);
}

/** One discount of the site, or null. */
export async function findDiscountRecord(db: Kysely<Schema>, websiteId: string, id: string): Promise<DiscountRecord | null> {
  const row = await db.selectFrom('discounts').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** The site's discount with this code (any case), or null. */
export async function findDiscountByCode(db: Kysely<Schema>, websiteId: string, code: string): Promise<DiscountRecord | null> {
  const row = await db.selectFrom('discounts').selectAll().where('website_id', '=', websiteId).where('code_key', '=', codeKey(code)).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** Stores a new discount. @throws the unique violation of a code the site has */
export async function insertDiscount(db: Kysely<Schema>, websiteId: string, id: string, fields: DiscountFields, now: number): Promise<void> {
  await db.insertInto('discounts').values({ id, website_id: websiteId, ...columnsOf(fields), created_at: now, updated_at: now }).execute();
}

/** Changes a discount (its uses stay). @returns false when the site has no such discount */
export async function updateDiscountRow(db: Kysely<Schema>, websiteId: string, id: string, fields: DiscountFields, now: number): Promise<boolean> {
  const result = await db.updateTable('discounts').set({ ...columnsOf(fields), updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a discount and its redemptions (orders keep their discount). @returns false when there was none */
export async function deleteDiscountRow(db: Kysely<Schema>, websiteId: string, id: string): Promise<boolean> {
  await db.deleteFrom('discount_redemptions').where('website_id', '=', websiteId).where('discount_id', '=', id).execute();
  const result = await db.deleteFrom('discounts').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The site's discounts as checkout evaluates them (@plinth/commerce Discount), with their uses in
 * all and, when the buyer's e-mail is known, the buyer's own.
 */
export async function loadCheckoutDiscounts(db: Kysely<Schema>, websiteId: string, email: string | null): Promise<Discount[]> {
  const records = (await listDiscountRecords(db, websiteId)).reverse();
  if (records.length === 0) return [];
  const mine = new Map<string, number>();
  const limited = records.filter((r) => r.usageLimitPerCustomer != null).map((r) => r.id);
  if (email && limited.length > 0) {
    const rows = await db
      .selectFrom('discount_redemptions')
      .select(['discount_id', (eb) => eb.fn.countAll<number | string>().as('uses')])
      .where('discount_id', 'in', limited)
      .where('customer_key', '=', customerKey(email))
      .groupBy('discount_id')
      .execute();
    for (const row of rows) mine.set(row.discount_id, Number(row.uses));
  }
  return records.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    kind: r.kind,
    ...(r.percentBasisPoints != null ? { percentBasisPoints: r.percentBasisPoints } : {}),
    ...(r.amountCents != null ? { amountCents: r.amountCents } : {}),
    minimumSubtotalCents: r.minimumSubtotalCents,
    productIds: r.productIds,
    categories: r.categories,
    startsAt: r.startsAt,
    expiresAt: r.endsAt,
    usageLimit: r.usageLimit,
    usageLimitPerCustomer: r.usageLimitPerCustomer,
    timesUsed: r.timesUsed,
    timesUsedByCustomer: mine.get(r.id) ?? 0,
    stackable: r.stackable,
  }));
}
