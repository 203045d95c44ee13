/**
 * What the page tells the analytics about itself: the JSON block that the
 * layout writes (`<script type="application/json" id="plinth-page">`, see
 * themes/default/layout.jsont) and, as a fallback, the body's `page-type-N`.
 */

export type CookiePolicy = 'permissive' | 'restrictive';

export interface PageInfo {
  websiteId?: string;
  pageType?: number;
  locale?: string;
  collectionId?: string;
  itemId?: string;
  recordType?: number;
  cookiePolicy: CookiePolicy;
}

/** The id of the layout's data block. */
export const PAGE_DATA_ID = 'plinth-page';

/**
 * Reads the data block's text and the body class; unreadable JSON is no data.
 * @example parsePageInfo('{"pageType":2}', 'page-type-2') // { pageType: 2, cookiePolicy: 'permissive' }
 */
export function parsePageInfo(json: string | null | undefined, bodyClass: string): PageInfo {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // A broken block is no data: the page still gets counted.
  }
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const int = (v: unknown) => (v === undefined || v === null || v === '' || !Number.isInteger(Number(v)) ? undefined : Number(v));
  return {
    websiteId: text(data.websiteId),
    pageType: int(data.pageType) ?? int(/(?:^|\s)page-type-(\d+)(?:\s|$)/.exec(bodyClass)?.[1]),
    locale: text(data.locale),
    collectionId: text(data.collectionId),
    itemId: text(data.itemId),
    recordType: int(data.recordType),
    cookiePolicy: data.cookiePolicy === 'restrictive' ? 'restrictive' : 'permissive',
  };
}

/** The page info of `doc`. */
export const readPageInfo = (doc: Document): PageInfo =>
  parsePageInfo(doc.getElementById(PAGE_DATA_ID)?.textContent, doc.body?.className ?? '');
