/**
 * One report table with its heading and a link to the same table as CSV. Every value is text
 * (React escapes it): paths and referrers are the visitors' to choose.
 */
import type { ReactNode } from 'react';

export interface Column<Row> {
  heading: string;
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

/**
 * `actions`: controls of the table (a ranking picker) shown in its head beside the CSV link. `bar`:
 * the figure each row's bar shows behind its first cell, as a share of the largest (the numbers stay
 * in their own columns; the bar is decoration).
 */
export function ReportTable<Row>({ title, csvHref, rows, columns, empty, rowKey, wide = false, actions, bar }: { title: string; csvHref: string; rows: Row[]; columns: Column<Row>[]; empty: string; rowKey(row: Row): string; wide?: boolean; actions?: ReactNode; bar?(row: Row): number }) {
  const id = `report-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const largest = bar ? Math.max(0, ...rows.map(bar)) : 0;
  return (
    <section className={wide ? 'analytics-panel analytics-panel--wide' : 'analytics-panel'} aria-labelledby={id}>
      <div className="analytics-panel__head">
        <h2 id={id}>{title}</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          {actions}
          <a className="button button--small button--quiet" href={csvHref} download aria-label={`Download ${title.toLowerCase()} as CSV`}>
            CSV
          </a>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <div className="analytics-scroll">
        <table className="table analytics-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.heading} scope="col" className={column.numeric ? 'num' : undefined}>
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.heading} scope="row" className={bar ? 'analytics-table__value analytics-table__value--bar' : 'analytics-table__value'}>
                      {bar && largest > 0 && <span className="report-bar" style={{ width: `${Math.round((bar(row) / largest) * 100)}%` }} aria-hidden="true" />}
                      {bar ? <span className="report-bar__label">{column.cell(row)}</span> : column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.heading} className={column.numeric ? 'num' : undefined}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </section>
  );
}
