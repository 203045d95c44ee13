import { buildShoppingCart, isSupportedCurrency, type ShoppingCart } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { canonicalAdditionalFields, findCartByToken, loadCartInput, refuseItemAnswers } from '../cart/index.ts';
import { deleteEntry, findEntry, findTwinEntry, lockOpenCart, setEntryAnswers, setEntryQuantity } from './entry-fields-repository.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

/** Input of {@link updateEntryFields}. */
export interface EntryFieldsUpdate {
  entryId: string;
  itemId: string;
  sku: string;
  /** The new answers: a JSON string of an object, an object, or null for none. */
  additionalFields: string | Record<string, unknown> | null;
}

/**
 * Changes the answers of a cart entry's additional-fields form, in one transaction on the locked
 * cart. When another entry of the same variant already has the new answers, the two are merged
 * (quantities added, this entry removed), as adding the item with those answers would have done;
 * the total quantity of the variant does not change, so stock needs no check.
 * @returns the id of the entry that now holds the answers
 * @throws AppError NOT_FOUND unknown entry or cart, INVALID wrong item/sku, unparsable answers or answers the product's form refuses
 */
export async function updateEntryFields(db: Kysely<Schema>, websiteId: string, cartId: string, update: EntryFieldsUpdate, now = Date.now()): Promise<string> {
  const answers = canonicalAdditionalFields(update.additionalFields);
  if (answers === null) throw new AppError('INVALID', M.entryFieldsUnparsable);
  return db.transaction().execute(async (tx) => {
    if (!(await lockOpenCart(tx, websiteId, cartId, now))) throw new AppError('NOT_FOUND', M.entryNotFound);
    const entry = await findEntry(tx, cartId, update.entryId);
    if (!entry) throw new AppError('NOT_FOUND', M.entryNotFound);
    if (entry.itemId !== update.itemId || entry.sku !== update.sku) throw new AppError('INVALID', M.entryMismatch);
    // The new answers pass the product form's checks, as an add's do (issue 30 item 8).
    const refused = await refuseItemAnswers(tx, websiteId, entry.itemId, update.additionalFields);
    if (refused) throw new AppError('INVALID', refused.message);
    const twin = await findTwinEntry(tx, cartId, entry.variantId, answers, entry.id);
    if (twin) {
      await setEntryQuantity(tx, twin.id, twin.quantity + entry.quantity);
      await deleteEntry(tx, entry.id);
      return twin.id;
    }
    await setEntryAnswers(tx, entry.id, answers);
    return entry.id;
  });
}

/**
 * The additional-fields change of the visitor's cart (storefront.md §7) → the cart JSON and the
 * entry that now holds the answers.
 * @throws AppError NOT_FOUND 'Cart not found.' without a cart; as {@link updateEntryFields}
 */
export async function changeEntryFields(
  db: Kysely<Schema>,
  websiteId: string,
  cartToken: string | null | undefined,
  update: EntryFieldsUpdate,
  now: number,
): Promise<{ shoppingCart: ShoppingCart; updatedEntry: ShoppingCart['entries'][number] | null }> {
  const cart = cartToken ? await findCartByToken(db, websiteId, cartToken) : null;
  if (!cart) throw new AppError('NOT_FOUND', M.cartNotFound);
  const updatedId = await updateEntryFields(db, websiteId, cart.id, update, now);
  const cartInput = await loadCartInput(db, websiteId, cart.id);
  if (!cartInput) throw new AppError('NOT_FOUND', M.cartNotFound);
  const currency = isSupportedCurrency(cartInput.currency) ? cartInput.currency : 'USD';
  const shoppingCart = buildShoppingCart({ ...cartInput, currency });
  return { shoppingCart, updatedEntry: shoppingCart.entries.find((e) => e.id === updatedId) ?? null };
}
