import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportTable } from './report-table.tsx';

type Row = { value: string; visitors: number };

const table = (rows: Row[]) =>
  renderToString(
    <ReportTable<Row>
      title="Top referrers"
      csvHref="/api/owner/analytics/top?dimension=referrer&format=csv"
      rows={rows}
      columns={[
        { heading: 'Referrer', cell: (row) => row.value },
        { heading: 'Visitors', numeric: true, cell: (row) => String(row.visitors) },
      ]}
      empty="No visits came from another site in this range."
      rowKey={(row) => row.value}
    />,
  );

describe('ReportTable', () => {
  it('shows attacker-chosen values as text, never as markup', () => {
    const html = table([{ value: '<img src=x onerror=alert(1)>"\'&', visitors: 3 }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;');
  });

  it('labels the table and its CSV link, and says when there is nothing', () => {
    const html = table([{ value: 'google.com', visitors: 3 }]);
    expect(html).toContain('aria-label="Download top referrers as CSV"');
    expect(html).toContain('href="/api/owner/analytics/top?dimension=referrer&amp;format=csv"');
    expect(html).toMatch(/<th scope="row"[^>]*>google.com<\/th>/);
    expect(table([])).toContain('No visits came from another site in this range.');
  });
});

describe('ReportTable bars', () => {
  it('draws each row a bar as a share of the largest, hidden from screen readers, numbers kept in their columns', () => {
    const html = renderToString(
      <ReportTable<Row>
        title="Top pages"
        csvHref="/x.csv"
        rows={[
          { value: '/', visitors: 40 },
          { value: '/shop', visitors: 10 },
        ]}
        columns={[
          { heading: 'Page', cell: (row) => row.value },
          { heading: 'Visitors', numeric: true, cell: (row) => String(row.visitors) },
        ]}
        empty="None."
        rowKey={(row) => row.value}
        bar={(row) => row.visitors}
      />,
    );
    expect(html).toContain('<span class="report-bar" style="width:100%" aria-hidden="true"></span><span class="report-bar__label">/</span>');
    expect(html).toContain('style="width:25%"');
    expect(html).toContain('<td class="num">10</td>');
  });
});
