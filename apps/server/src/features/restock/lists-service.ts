import type { restockGroupJson } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../../infra/database/schema.ts';
import { findRestockItem, variantDescriptor } from './restock-item.ts';
import { listRestockGroups, listRestockSignups, removeSignupByTokenHash, type RestockPage, type RestockSignup } from './repository.ts';
import { hashUnsubscribeToken } from './send-service.ts';

/* The owner's lists of sign-ups (docs/restock-api.md), and the removal an unsubscribe link asks for. */

/** The sign-ups of one product variant, with what the owner needs to decide to send. */
export type RestockGroup = z.output<typeof restockGroupJson>;

/**
 * The site's sign-ups grouped per product variant, ordered by (product id, variant id).
 * @throws AppError INVALID 'cursor is not valid.'
 */
export async function restockGroups(db: Kysely<Schema>, websiteId: string, options: { cursor?: string; limit: number }): Promise<RestockPage & { signUpGroups: RestockGroup[] }> {
  const page = await listRestockGroups(db, websiteId, options);
  return {
    ...page,
    signUpGroups: page.signUpGroups.map(({ attributes, optionOrder, ...group }) => ({
      productId: group.productId,
      productTitle: group.productTitle,
      variantId: group.variantId,
      variantDescriptor: variantDescriptor(attributes, optionOrder, group.sku),
      sku: group.sku,
      qtyInStock: group.qtyInStock,
      unlimited: group.unlimited,
      waitingCount: group.waitingCount,
      notifiedCount: group.notifiedCount,
    })),
  };
}

/**
 * The sign-ups of one variant, oldest first.
 * @throws AppError NOT_FOUND 'This item could not be found.'
 */
export async function restockSignUps(
  db: Kysely<Schema>,
  websiteId: string,
  query: { productId: string; variantId: string; cursor?: string; limit: number },
): Promise<RestockPage & { signUps: RestockSignup[] }> {
  await findRestockItem(db, websiteId, query.productId, query.variantId);
  return listRestockSignups(db, websiteId, { itemId: query.productId, variantId: query.variantId, cursor: query.cursor, limit: query.limit });
}

/** Removes the sign-up an unsubscribe link names; false for a missing, unknown or used link. */
export async function unsubscribeFromRestock(db: Kysely<Schema>, websiteId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return (await removeSignupByTokenHash(db, websiteId, hashUnsubscribeToken(token))) !== null;
}
