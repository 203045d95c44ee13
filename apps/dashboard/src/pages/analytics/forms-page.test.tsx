import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingApi } from '../../test-support/fake-api.ts';
import { TestSession } from '../../test-support/test-session.tsx';
import { hrefFor, matchRoute } from '../../router/routes.ts';
import FormsPage, { reportPath } from './forms-page.tsx';
import { FormsTable, RestockTable } from './forms-page-tables.tsx';

const api = pendingApi;
const render = (node: ReactNode, role = 'REPORTING') =>
  renderToString(<TestSession value={{ api, contributor: { id: 'c', email: 'e@x.test', name: '', role }, websiteId: 'w', currency: 'USD' }}>{node}</TestSession>);

describe('Forms and restock page', () => {
  it('lives at /config/analytics/forms for whoever reads reports, beside the other analytics views', () => {
    expect(hrefFor('analytics-forms')).toBe('/config/analytics/forms');
    expect(matchRoute('/config/analytics/forms')?.route).toMatchObject({ name: 'analytics-forms', title: 'Forms and restock', permission: 'reports:read' });
    const html = render(<FormsPage params={{}} query={new URLSearchParams('from=2026-03-01&to=2026-03-10')} />);
    // One heading for every analytics view; the tab says which one is open.
    expect(html).toContain('<h1 tabindex="-1" class="page-header__title">Analytics</h1>');
    expect(html).toContain('<a href="/config/analytics/forms" aria-current="page">Forms and restock</a>');
    expect(html).toContain('aria-label="Analytics views"');
    expect(html).toMatch(/<a[^>]*href="\/config\/analytics\/forms"[^>]*aria-current="page"/);
    expect(html).toContain('value="2026-03-01"');
    expect(html).toContain('role="progressbar"');
  });

  it('asks the API for the range, as JSON and as CSV', () => {
    const range = { from: '2026-03-01', to: '2026-03-10' };
    expect(reportPath('forms', range)).toBe('/api/owner/analytics/forms?from=2026-03-01&to=2026-03-10');
    expect(reportPath('restock', range, 'csv')).toBe('/api/owner/analytics/restock?from=2026-03-01&to=2026-03-10&format=csv');
  });

  it('shows views, submissions and conversion per form, names as text', () => {
    const html = render(<FormsTable rows={[{ formId: 'f1', name: '<b>Contact</b>', views: 1200, submissions: 30, conversionRate: 0.025 }]} csvHref="/api/owner/analytics/forms?format=csv" />);
    for (const heading of ['Form', 'Views', 'Submissions', 'Conversion']) expect(html).toContain(`>${heading}</th>`);
    expect(html).toContain('&lt;b&gt;Contact&lt;/b&gt;');
    expect(html).toContain('>1,200</td>');
    expect(html).toContain('>2.5%</td>');
    expect(html).toContain('aria-label="Download forms as CSV"');
    expect(render(<FormsTable rows={[]} csvHref="x" />)).toContain('The site has no forms yet.');
  });

  it('shows sign-ups and notices per product', () => {
    const html = render(
      <RestockTable
        rows={[
          { productId: 'p1', title: 'Linen apron', signUps: 4, notified: 1 },
          { productId: 'p2', title: null, signUps: 1, notified: 0 },
        ]}
        csvHref="/api/owner/analytics/restock?format=csv"
      />,
    );
    for (const heading of ['Product', 'Sign-ups', 'Notified']) expect(html).toContain(`>${heading}</th>`);
    expect(html).toContain('Linen apron');
    expect(html).toContain('Removed product');
    expect(html).toContain('aria-label="Download restock sign-ups as CSV"');
    expect(render(<RestockTable rows={[]} csvHref="x" />)).toContain('Nobody asked to be told of a restock in this range.');
  });
});
