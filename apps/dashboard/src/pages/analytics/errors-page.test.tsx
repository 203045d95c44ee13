import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import ErrorsPage, { errorsApiPath, ErrorsTable } from './errors-page.tsx';

const api = pendingApi;
const render = (node: ReactNode, role = 'REPORTING') =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);

const RAW = 'TypeError: x is undefined\n    at e (https://shop.example/assets/client/assets/cart-T3st.js:1:25)';
const group = {
  groupKey: 'k1',
  message: '<img src=x onerror=alert(1)>',
  count: 1234,
  pages: [
    { path: '/shop/linen-apron', count: 1000 },
    { path: '/cart', count: 200 },
    { path: '/', count: 30 },
    { path: '/blog', count: 4 },
  ],
  releases: [{ release: 'client-entry-A1.js', count: 1234 }],
  firstSeenAt: '2026-01-02T08:00:00.000Z',
  lastSeenAt: '2026-01-20T12:30:00.000Z',
  stack: RAW,
  mappedStack: 'TypeError: x is undefined\n    at apps/storefront/src/cart.ts:8:27 (selectVariant)',
};

describe('Errors page', () => {
  it('lives at /config/analytics/errors for whoever reads reports, as a tab of the analytics views', () => {
    expect(hrefFor('analytics-errors')).toBe('/config/analytics/errors');
    expect(matchRoute('/config/analytics/errors')?.route).toMatchObject({ name: 'analytics-errors', title: 'Errors', permission: 'reports:read' });
    const html = render(<ErrorsPage params={{}} query={new URLSearchParams('from=2026-01-10&to=2026-01-20')} />);
    expect(html).toContain('<h1 tabindex="-1" class="page-header__title">Analytics</h1>');
    expect(html).toMatch(/<a[^>]*href="\/config\/analytics\/errors"[^>]*aria-current="page"[^>]*>Errors<\/a>/);
    expect(html).toContain('value="2026-01-10"');
    expect(html).toContain('role="progressbar"');
  });

  it('asks the API for the range, as JSON and as CSV', () => {
    const range = { from: '2026-01-10', to: '2026-01-20' };
    expect(errorsApiPath(range)).toBe('/api/owner/analytics/errors?from=2026-01-10&to=2026-01-20');
    expect(errorsApiPath(range, { format: 'csv' })).toBe('/api/owner/analytics/errors?from=2026-01-10&to=2026-01-20&format=csv');
  });

  it('lists each group with its occurrences, pages and last seen, messages as text, stacks behind a disclosure', () => {
    const html = render(<ErrorsTable groups={[group]} csvHref="/api/owner/analytics/errors?format=csv" />);
    for (const heading of ['Message', 'Occurrences', 'Pages', 'Last seen']) expect(html).toContain(`>${heading}</th>`);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('>1,234</td>');
    expect(html).toContain('/shop/linen-apron<!-- --> (<!-- -->1,000<!-- -->)');
    expect(html).toContain('and <!-- -->1<!-- --> more');
    expect(html).toContain('<time dateTime="2026-01-20T12:30:00.000Z">Jan 20, 2026, 12:30 PM<!-- --> UTC</time>');
    expect(html).toContain('<details class="errors-stack"><summary>Stack trace</summary>');
    expect(html).toContain('at apps/storefront/src/cart.ts:8:27 (selectVariant)');
    expect(html).toContain('As the browser sent it');
    expect(html).toContain('cart-T3st.js:1:25');
    expect(html).toContain('aria-label="Download client errors as CSV"');
  });

  it('shows one stack when no map knew its frames, and says when the range is quiet', () => {
    const html = render(<ErrorsTable groups={[{ ...group, mappedStack: RAW }]} csvHref="x" />);
    expect(html).toContain('Stack (no source map for these frames)');
    expect(html).not.toContain('As the browser sent it');
    expect(render(<ErrorsTable groups={[]} csvHref="x" />)).toContain('No errors in this range.');
  });
});
