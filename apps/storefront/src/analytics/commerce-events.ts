/**
 * Commerce events for the islands (platform.md §7 "Events"): one call,
 * `trackCommerceEvent('add_to_cart', { product_id, … })`, picks the schema by
 * the event's name and sends it through the newer tracker, whose code loads
 * with the first event. Failures are ignored like every analytics call.
 */
import { trackEvent } from './start.ts';

/** Event names of each commerce schema (the server's EVENT_SCHEMAS). */
const GATED_CONTENT_EVENTS = new Set(['paywall_page_view', 'access_denied_click']);

export type CommerceSchema = 'CommerceShopping' | 'CommerceGatedContent';

/** The schema of a commerce event name. */
export const commerceSchemaOf = (eventName: string): CommerceSchema =>
  GATED_CONTENT_EVENTS.has(eventName) ? 'CommerceGatedContent' : 'CommerceShopping';

/** @example trackCommerceEvent('visit_product_page', { product_id: 'p1' }) */
export function trackCommerceEvent(eventName: string, fields: Record<string, unknown> = {}): Promise<boolean> {
  return trackEvent(commerceSchemaOf(eventName), { event_name: eventName, ...fields });
}
