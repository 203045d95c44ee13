/**
 * The restock calls of the owner app (storefront.md §7): both lists are read
 * to the end by following `nextPageCursor`, and counts are summed per product
 * across every page.
 */
import type { getRestockGroups, getRestockSignUps, postRestockSend } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export const RESTOCK_API = '/api/site-users/account/notifications/restock';

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

/** Follows a cursor list to its end. */
async function readAll<T>(api: ApiClient, path: (cursor: string) => string, pick: (page: { hasNextPage: boolean; nextPageCursor: string | null } & Record<string, unknown>) => T[]): Promise<T[]> {
  const all: T[] = [];
  let cursor = '';
  // A bound, so a server that always says 'next' cannot spin the page forever.
  for (let pages = 0; pages < 1000; pages++) {
    const page = await api.get<{ hasNextPage: boolean; nextPageCursor: string | null } & Record<string, unknown>>(path(cursor));
    all.push(...pick(page));
    if (!page.hasNextPage || !page.nextPageCursor) break;
    cursor = page.nextPageCursor;
  }
  return all;
}

/** Every group, over all pages. */
export function loadAllGroups(api: ApiClient): Promise<RestockGroup[]> {
  return readAll(api, (cursor) => `${RESTOCK_API}/groups${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, (page) => page.signUpGroups as RestockGroup[]);
}

/** Every sign-up of one variant, oldest first. */
export function loadAllSignUps(api: ApiClient, productId: string, variantId: string): Promise<RestockSignUp[]> {
  const base = `${RESTOCK_API}?productId=${encodeURIComponent(productId)}&variantId=${encodeURIComponent(variantId)}`;
  return readAll(api, (cursor) => `${base}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, (page) => page.signUps as RestockSignUp[]);
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
  return api.send<SendOutcome>('POST', `${RESTOCK_API}/send`, { productId: group.productId, variantId: group.variantId });
}

/** Sends several variants in one call. */
export function sendVariants(api: ApiClient, groups: readonly Pick<RestockGroup, 'productId' | 'variantId'>[]): Promise<SendOutcome> {
  return api.send<SendOutcome>('POST', `${RESTOCK_API}/send/all`, { sendRequests: groups.map((g) => ({ productId: g.productId, variantId: g.variantId })) });
}
