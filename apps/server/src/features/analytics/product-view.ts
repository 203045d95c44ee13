import { PAGE_TYPES, RECORD_TYPES } from '@plinth/platform';
import type { EventRow } from './events-repository.ts';

/*
 * A product page's view is its `visit_product_page` (CommerceShopping): the server records the
 * event from the page view itself, so a product page need not load the event tracker to say so
 * (docs/analytics-browser.md). The event travels with the hit: same visitor, session, time and page.
 */

/** The commerce event a product page view stands for. */
export const PRODUCT_VIEW_EVENT = 'visit_product_page';

/** Whether a hit's data names a product's page: an item page (50) of a store item (11) with its id. */
export function isProductPageHit(data: Record<string, unknown>, itemId: string | null): boolean {
  return itemId !== null && Number(data.pageType) === PAGE_TYPES.CONTENT_ITEM && Number(data.recordType) === RECORD_TYPES.STORE_ITEM;
}

/** The `visit_product_page` event row of a product page's hit row. */
export function productViewOf(hit: EventRow): EventRow {
  return { ...hit, kind: 'event', event_name: PRODUCT_VIEW_EVENT, schema_name: 'CommerceShopping', data_json: JSON.stringify({ event_name: PRODUCT_VIEW_EVENT, product_id: hit.item_id }) };
}
