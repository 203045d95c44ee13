import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderConfirmed } from './order-confirmed.tsx';
import { order } from './test-fixtures.ts';

describe('the order-confirmed page', () => {
  it("links to the order's status page with the order's token", () => {
    expect(renderToString(<OrderConfirmed order={order} />)).toContain('<a href="/commerce/orders/o-1/status?token=t-1">Check your order&#x27;s status</a>');
  });

  it('leads to each member area the order bought, and to none for an ordinary order', () => {
    const html = renderToString(<OrderConfirmed order={{ ...order, memberAreas: [{ name: 'Bakers guild', url: '/account/membership-confirmed?area=a-1' }] }} />);
    expect(html).toContain('<a href="/account/membership-confirmed?area=a-1">Go to Bakers guild</a>');
    expect(renderToString(<OrderConfirmed order={order} />)).not.toContain('membership-confirmed');
  });
});
