import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NextPage, withCursor } from './pager.tsx';

describe('withCursor', () => {
  it('appends the encoded cursor, or leaves the path alone without one', () => {
    expect(withCursor('/api/owner/orders', 'a b/c')).toBe('/api/owner/orders?cursor=a%20b%2Fc');
    expect(withCursor('/api/owner/orders', '')).toBe('/api/owner/orders');
    expect(withCursor('/api/owner/orders', null)).toBe('/api/owner/orders');
  });
});

describe('NextPage', () => {
  it("renders a labelled pager with 'Next page' when there is a next page", () => {
    const html = renderToString(<NextPage label="Pages of orders" href="/config/orders?cursor=x" />);
    expect(html).toContain('aria-label="Pages of orders"');
    expect(html).toContain('Next page');
  });

  it('renders nothing on the last page', () => {
    expect(renderToString(<NextPage label="Pages of orders" href={null} />)).toBe('');
    expect(renderToString(<NextPage label="Pages of orders" href="" />)).toBe('');
  });
});
