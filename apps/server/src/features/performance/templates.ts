import { MOBILE_MAX_WIDTH } from '@plinth/api';
import { PAGE_TYPES } from '@plinth/platform';

/*
 * What the report groups page loads by: the page template (the page type with the type of its
 * collection, so a product page and a blog post differ) and the device (by viewport width).
 */

const PAGE_TYPE_NAMES = new Map<number, string>(Object.entries(PAGE_TYPES).map(([name, code]) => [code, name.toLowerCase().replaceAll('_', '-')]));

/**
 * The template of a page load.
 * @example templateOf(50, 'products') // 'content-item:products' (a product page)
 * @example templateOf(2, null) // 'page'
 */
export function templateOf(pageType: number | undefined, collectionType: string | null | undefined): string {
  const page = (pageType !== undefined && PAGE_TYPE_NAMES.get(pageType)) || 'unknown';
  return collectionType ? `${page}:${collectionType}` : page;
}

/** 'mobile' up to 432 px of viewport, 'desktop' from 433 px (an unknown width counts as desktop). */
export function deviceOf(width: number | undefined): 'mobile' | 'desktop' {
  return width !== undefined && width > 0 && width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}
