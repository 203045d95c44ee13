import type { Kysely } from 'kysely';
import { canonicalAdditionalFields } from '../cart/index.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';

/** Input of {@link updateEntryFields}. */
export interface EntryFieldsUpdate {
  entryId: string;
  itemId: string;
  sku: string;
  /** The new answers: a JSON string of an object, an object, or null for none. */
  additionalFields: string | Record<string, unknown> | null;
}

/** Refusals of the additional-fields update. */
export const ENTRY_FIELDS_MESSAGES = {
  entryNotFound: 'Cart entry not found.',
  mismatch: 'This cart entry is not for that product.',
  unparsable: 'Could not parse the form fields, please check your entries.',
} as const;

/**
 * Changes the answers of a cart entry's additional-fields form, in one transaction on the locked
 * cart. When another entry of the same variant already has the new answers, the two are merged
 * (quantities added, this entry removed), as adding the item with those answers would have done;
 * the total quantity of the variant does not change, so stock needs no check.
 * @returns the id of the entry that now holds the answers
 * @throws AppError NOT_FOUND unknown entry or cart, INVALID wrong item/sku or unparsable answers
 */
export async function updateEntryFields(db: Kysely<Schema>, websiteId: string, cartId: string, update: EntryFieldsUpdate, now = Date.now()): Promise<string> {
  const answers = canonicalAdditionalFields(update.additionalFields);
  if (answers === null) throw new AppError('INVALID', ENTRY_FIELDS_MESSAGES.unparsable);
  return db.transaction().execute(async (tx) => {
    const touched = await tx.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).where('website_id', '=', websiteId).where('is_purchased', '=', 0).executeTakeFirst();
    if (Number(touched.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND', ENTRY_FIELDS_MESSAGES.entryNotFound);
    const entry = await tx
      .selectFrom('cart_entries as e')
      .innerJoin('variants as v', 'v.id', 'e.variant_id')
      .select(['e.id', 'e.item_id', 'e.variant_id', 'e.quantity', 'v.sku'])
      .where('e.id', '=', update.entryId)
      .where('e.cart_id', '=', cartId)
      .executeTakeFirst();
    if (!entry) throw new AppError('NOT_FOUND', ENTRY_FIELDS_MESSAGES.entryNotFound);
    if (entry.item_id !== update.itemId || entry.sku !== update.sku) throw new AppError('INVALID', ENTRY_FIELDS_MESSAGES.mismatch);
    const twin = await tx
      .selectFrom('cart_entries')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('variant_id', '=', entry.variant_id)
      .where('additional_fields', '=', answers)
      .where('id', '!=', entry.id)
      .executeTakeFirst();
    if (twin) {
      await tx.updateTable('cart_entries').set({ quantity: twin.quantity + entry.quantity }).where('id', '=', twin.id).execute();
      await tx.deleteFrom('cart_entries').where('id', '=', entry.id).execute();
      return twin.id;
    }
    await tx.updateTable('cart_entries').set({ additional_fields: answers }).where('id', '=', entry.id).execute();
    return entry.id;
  });
}
