import { describe, expect, it } from 'vitest';
import { funnelStepOf, purchaseCents } from './funnel-events.ts';

describe('funnel events', () => {
  it('names the step of every tracker spelling, -1 for the rest', () => {
    expect(['visit_product_page', 'Visit Product Page', 'add_to_cart', 'click_and_add', 'checkout', 'purchase', 'checkout-confirmed'].map(funnelStepOf)).toEqual([0, 0, 1, 1, 2, 3, 3]);
    expect([null, '', 'pageView', 'view_cart', 'remove_from_cart'].map(funnelStepOf)).toEqual([-1, -1, -1, -1, -1]);
  });

  it('reads what a purchase earned in the currency’s minor units, 0 for junk', () => {
    expect(purchaseCents('{"event":"purchase","value":"48.00","currency":"USD"}')).toBe(4800);
    expect(purchaseCents('{"value":"1500","currency":"JPY"}')).toBe(1500);
    expect(purchaseCents('{"value":19.99}')).toBe(1999);
    expect(purchaseCents('{"order":{"grandTotal":{"decimalValue":"12.50","currencyCode":"EUR"}}}')).toBe(1250);
    expect(purchaseCents('{"revenueCents":700}')).toBe(700);
    for (const junk of [null, '', 'not json', '[]', '"48"', '{"value":"-5"}', '{"value":"1e400"}', '{"value":{"x":1}}']) expect(purchaseCents(junk), String(junk)).toBe(0);
  });
});
