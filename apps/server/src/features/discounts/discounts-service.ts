import type { discountBody, discountJson } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { isUniqueViolation } from '../../infra/database/unique-violation.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import {
  deleteDiscountRow,
  findDiscountByCode,
  findDiscountRecord,
  insertDiscount,
  listDiscountRecords,
  updateDiscountRow,
  type DiscountFields,
  type DiscountRecord,
} from './discounts-repository.ts';
import { DISCOUNT_MESSAGES as M } from './messages.ts';

/** A discount as the owner API answers it. */
export type DiscountJson = z.infer<typeof discountJson>;
/** The body of create and change. */
export type DiscountBody = z.infer<typeof discountBody>;

/** Where a discount stands at `now`. */
export function discountStatus(record: DiscountRecord, now: number): DiscountJson['status'] {
  if (record.endsAt != null && now >= record.endsAt) return 'expired';
  if (record.usageLimit != null && record.timesUsed >= record.usageLimit) return 'used_up';
  if (record.startsAt != null && now < record.startsAt) return 'scheduled';
  return 'active';
}

/** The owner API's JSON of a discount. */
export function discountJsonOf(record: DiscountRecord, now: number): DiscountJson {
  return {
    id: record.id,
    method: record.code === null ? 'automatic' : 'code',
    code: record.code,
    title: record.title,
    kind: record.kind,
    percentBasisPoints: record.percentBasisPoints,
    amountCents: record.amountCents,
    minimumSubtotalCents: record.minimumSubtotalCents,
    productIds: record.productIds,
    categories: record.categories,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    usageLimit: record.usageLimit,
    usageLimitPerCustomer: record.usageLimitPerCustomer,
    stackable: record.stackable,
    timesUsed: record.timesUsed,
    status: discountStatus(record, now),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * Checks what the zod contract cannot (fields that depend on each other, the site's products) and
 * gives the fields to store. @throws AppError INVALID with a message naming the field
 */
async function fieldsOf(db: Kysely<Schema>, websiteId: string, body: DiscountBody): Promise<DiscountFields> {
  const code = body.code?.trim() ? body.code.trim() : null;
  if (body.method === 'code' && code === null) throw new AppError('INVALID', M.codeRequired);
  if (body.method === 'automatic' && code !== null) throw new AppError('INVALID', M.codeNotAllowed);
  if (body.method === 'automatic' && body.title.trim() === '') throw new AppError('INVALID', M.titleRequired);
  if (body.kind === 'PERCENTAGE' && body.percentBasisPoints == null) throw new AppError('INVALID', M.percentRequired);
  if (body.kind === 'FIXED_AMOUNT' && body.amountCents == null) throw new AppError('INVALID', M.amountRequired);
  if (body.kind === 'FREE_SHIPPING' && (body.percentBasisPoints != null || body.amountCents != null)) throw new AppError('INVALID', M.valueNotAllowed);
  if (body.startsAt != null && body.endsAt != null && body.endsAt <= body.startsAt) throw new AppError('INVALID', M.endBeforeStart);
  const productIds = [...new Set(body.productIds)];
  if (productIds.length > 0) {
    const found = await db.selectFrom('products').select('item_id').where('website_id', '=', websiteId).where('item_id', 'in', productIds).execute();
    const known = new Set(found.map((row) => row.item_id));
    const unknown = productIds.find((id) => !known.has(id));
    if (unknown) throw new AppError('INVALID', M.unknownProduct(unknown));
  }
  const categories = [...new Map(body.categories.map((name) => [name.toLowerCase(), name])).values()];
  return {
    code,
    title: body.title.trim(),
    kind: body.kind,
    percentBasisPoints: body.kind === 'PERCENTAGE' ? body.percentBasisPoints : null,
    amountCents: body.kind === 'FIXED_AMOUNT' ? body.amountCents : null,
    minimumSubtotalCents: body.minimumSubtotalCents,
    productIds,
    categories,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    usageLimit: body.usageLimit,
    usageLimitPerCustomer: body.usageLimitPerCustomer,
    stackable: body.stackable,
  };
}

/** Refuses a code another discount of the site has. @throws AppError CONFLICT */
async function assertCodeFree(db: Kysely<Schema>, websiteId: string, code: string | null, exceptId: string | null): Promise<void> {
  if (code === null) return;
  const other = await findDiscountByCode(db, websiteId, code);
  if (other && other.id !== exceptId) throw new AppError('CONFLICT', M.codeTaken(code));
}

/** The site's discounts, newest first. */
export async function listDiscounts(db: Kysely<Schema>, websiteId: string, now = Date.now()): Promise<DiscountJson[]> {
  return (await listDiscountRecords(db, websiteId)).map((record) => discountJsonOf(record, now));
}

/** One discount. @throws AppError NOT_FOUND */
export async function readDiscount(db: Kysely<Schema>, websiteId: string, id: string, now = Date.now()): Promise<DiscountJson> {
  const record = await findDiscountRecord(db, websiteId, id);
  if (!record) throw new AppError('NOT_FOUND', M.notFound);
  return discountJsonOf(record, now);
}

/** Creates a discount. @throws AppError INVALID, CONFLICT (code taken) */
export async function createDiscount(db: Kysely<Schema>, websiteId: string, body: DiscountBody, now = Date.now()): Promise<DiscountJson> {
  const fields = await fieldsOf(db, websiteId, body);
  await assertCodeFree(db, websiteId, fields.code, null);
  const id = newId();
  try {
    await insertDiscount(db, websiteId, id, fields, now);
  } catch (error) {
    if (isUniqueViolation(error) && fields.code) throw new AppError('CONFLICT', M.codeTaken(fields.code));
    throw error;
  }
  return readDiscount(db, websiteId, id, now);
}

/** Changes a discount (its uses so far stay). @throws AppError NOT_FOUND, INVALID, CONFLICT */
export async function changeDiscount(db: Kysely<Schema>, websiteId: string, id: string, body: DiscountBody, now = Date.now()): Promise<DiscountJson> {
  if (!(await findDiscountRecord(db, websiteId, id))) throw new AppError('NOT_FOUND', M.notFound);
  const fields = await fieldsOf(db, websiteId, body);
  await assertCodeFree(db, websiteId, fields.code, id);
  try {
    if (!(await updateDiscountRow(db, websiteId, id, fields, now))) throw new AppError('NOT_FOUND', M.notFound);
  } catch (error) {
    if (isUniqueViolation(error) && fields.code) throw new AppError('CONFLICT', M.codeTaken(fields.code));
    throw error;
  }
  return readDiscount(db, websiteId, id, now);
}

/** Deletes a discount. @throws AppError NOT_FOUND */
export async function removeDiscount(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  const deleted = await db.transaction().execute((tx) => deleteDiscountRow(tx, websiteId, id));
  if (!deleted) throw new AppError('NOT_FOUND', M.notFound);
}
