/**
 * The restock calls of the owner app (storefront.md §7): both lists are read
 * to the end by following `nextPageCursor`, and counts are summed per product
 * across every page.
 */
import type { getRestockGroups, getRestockSignUps, postRestockSend } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';


/** A product variant with sign-ups. */
export type RestockGroup = z.infer<typeof getRestockGroups.response>['signUpGroups'][number];

/** One visitor waiting (or notified). */
export type RestockSignUp = z.infer<typeof getRestockSignUps.response>['signUps'][number];

/** A product and its variants with sign-ups, with the waiting count summed. */
export interface RestockProduct {
  productId: string;
  productTitle: string;
  waitingCount: number;
  variants: RestockGroup[];
}

/** What a send did. */
export type SendOutcome = z.infer<typeof postRestockSend.response>;

/** One page of a cursor-paged restock list. */
type RestockPage = { hasNextPage: boolean; nextPageCursor: string | null };

/** Reads every page (`cursor` from the previous page's `nextPageCursor`). */
async function readAll<P extends RestockPage, T>(page: (cursor: string | undefined) => Promise<P>, pick: (page: P) => T[]): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  // A bound, so a server that always says 'next' cannot spin the page forever.
  for (let pages = 0; pages < 1000; pages++) {
    const answer = await page(cursor);
    all.push(...pick(answer));
    if (!answer.hasNextPage || !answer.nextPageCursor) break;
    cursor = answer.nextPageCursor;
  }
  return all;
}

/** Every variant with sign-ups (`getRestockGroups`, all pages). */
export function loadAllGroups(api: ApiClient): Promise<RestockGroup[]> {
  return readAll((cursor) => api.call('getRestockGroups', { query: { cursor } }), (page) => page.signUpGroups);
}

/** Every sign-up of one variant (`getRestockSignUps`, all pages). */
export function loadAllSignUps(api: ApiClient, productId: string, variantId: string): Promise<RestockSignUp[]> {
  return readAll((cursor) => api.call('getRestockSignUps', { query: { productId, variantId, cursor } }), (page) => page.signUps);
}

/** Groups by product (in first-seen order), waiting counts summed across variants. */
export function byProduct(groups: readonly RestockGroup[]): RestockProduct[] {
  const products = new Map<string, RestockProduct>();
  for (const group of groups) {
    let product = products.get(group.productId);
    if (!product) products.set(group.productId, (product = { productId: group.productId, productTitle: group.productTitle, waitingCount: 0, variants: [] }));
    product.waitingCount += group.waitingCount;
    product.variants.push(group);
  }
  return [...products.values()].sort((a, b) => a.productTitle.localeCompare(b.productTitle));
}

/** Whether a variant has someone waiting and something to sell. */
export function canSend(group: RestockGroup): boolean {
  return group.waitingCount > 0 && (group.unlimited || group.qtyInStock > 0);
}

/** Sends one variant's notices. */
export function sendVariant(api: ApiClient, group: Pick<RestockGroup, 'productId' | 'variantId'>): Promise<SendOutcome> {
  return api.call('postRestockSend', { body: { productId: group.productId, variantId: group.variantId } });
}

/** Sends several variants in one call. */
export function sendVariants(api: ApiClient, groups: readonly Pick<RestockGroup, 'productId' | 'variantId'>[]): Promise<SendOutcome> {
  return api.call('postRestockSendAll', { body: { sendRequests: groups.map((g) => ({ productId: g.productId, variantId: g.variantId })) } });
}
