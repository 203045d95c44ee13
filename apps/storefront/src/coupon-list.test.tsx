import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CouponList } from './coupon-list.tsx';

describe('CouponList', () => {
  it('shows the automatic discounts, the applied codes (removable) and the refused ones with their reason', () => {
    const html = renderToString(
      <CouponList
        cart={{
          automaticDiscounts: [{ title: 'Summer sale', kind: 'PERCENTAGE', discountCents: 500 }],
          validCoupons: [{ code: 'WELCOME10', kind: 'PERCENTAGE', discountCents: 250 }],
          invalidCoupons: [{ code: 'LASTONE', reason: 'USED_UP' }, { code: 'MUGONLY', reason: 'NOT_APPLICABLE' }, { code: 'later', reason: 'NOT_STARTED' }, { code: 'ONCE', reason: 'ALREADY_USED' }],
        }}
        onRemove={() => {}}
      />,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('Summer sale applied');
    expect(html).toContain('Coupon WELCOME10 applied');
    expect(html).toContain('aria-label="Remove coupon WELCOME10"');
    expect(html).toContain('Coupon LASTONE not applied: no longer available');
    expect(html).toContain('Coupon MUGONLY not applied: does not apply to the items in your cart');
    expect(html).toContain('Coupon later not applied: not active yet');
    expect(html).toContain('Coupon ONCE not applied: already used');
  });

  it('renders nothing without discounts', () => {
    expect(renderToString(<CouponList cart={{ validCoupons: [], invalidCoupons: [], automaticDiscounts: [] }} onRemove={() => {}} />)).toBe('');
  });
});
