import { describe, expect, it } from 'vitest';
import { PURCHASE_EVENT, purchaseEvent, trackPurchase } from './purchase-tracking.ts';
import { order } from './test-fixtures.ts';


describe('purchase event (storefront §4)', () => {
  it('is the grand total in major units with 2 decimals', () => {
    expect(purchaseEvent(order)).toEqual({ event: 'purchase', value: '30.00', currency: 'USD', transaction_id: 'o-1' });
    expect(purchaseEvent({ ...order, grandTotalCents: 2999 }).value).toBe('29.99');
    expect(purchaseEvent({ ...order, currency: 'JPY', grandTotalCents: 2500 }).value).toBe('2500.00');
  });

  it('pushes to dataLayer and dispatches plinth:purchase with the analytics order', () => {
    const events: Event[] = [];
    const target = { dataLayer: [{ event: 'earlier' }] as unknown[], dispatchEvent: (event: Event) => events.push(event) > 0 };
    trackPurchase(order, target);
    expect(target.dataLayer).toEqual([{ event: 'earlier' }, { event: 'purchase', value: '30.00', currency: 'USD', transaction_id: 'o-1' }]);
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe(PURCHASE_EVENT);
    const detail = (events[0] as CustomEvent).detail;
    expect(detail.order.grandTotal).toEqual({ value: '30.00', currency: 'USD', decimalValue: '30.00', currencyCode: 'USD' });
    expect(detail.order.items[0].unitPrice.decimalValue).toBe('12.50');
  });

  it('creates dataLayer when the page has none', () => {
    const target: { dataLayer?: unknown[]; dispatchEvent(event: Event): boolean } = { dispatchEvent: () => true };
    trackPurchase(order, target);
    expect(target.dataLayer).toHaveLength(1);
  });
});
