/**
 * The subscribe event a newsletter form records on success (storefront.md §4):
 * a `plinth:subscribe` CustomEvent on `window` (detail `{ formId, formName }`)
 * for the site's own scripts, and a `{ event: 'subscribe', … }` entry pushed
 * to `window.dataLayer` for tag managers.
 */

/** The name of the DOM event. */
export const SUBSCRIBE_EVENT = 'plinth:subscribe';

/** What the event carries. */
export interface SubscribeDetail {
  formId: string;
  formName: string;
}

/** The window parts used; the browser's by default. */
export interface SubscribeTarget {
  dispatchEvent(event: Event): boolean;
  dataLayer?: unknown[];
}

/**
 * Records a subscription from a newsletter form.
 * @example recordSubscribe({ formId: 'f1', formName: 'Newsletter' })
 */
export function recordSubscribe(detail: SubscribeDetail, target: SubscribeTarget = window as unknown as SubscribeTarget): void {
  target.dispatchEvent(new CustomEvent<SubscribeDetail>(SUBSCRIBE_EVENT, { detail }));
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  target.dataLayer.push({ event: 'subscribe', formId: detail.formId, formName: detail.formName });
}
