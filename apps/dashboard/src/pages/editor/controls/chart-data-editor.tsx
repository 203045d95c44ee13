/**
 * The chart data editor (platform.md §2, §3 "Chart dataset: rows, columns, series label"): a grid of
 * rows × columns with the series label in its corner, rows and columns added and removed, and data
 * pasted (into the box, or as a table into any cell) or imported from a CSV file. The chart gets the
 * data only when every cell is a number; until then the grid says what is missing.
 */
import { EDITOR_LIMITS, type ChartDataset } from '@plinth/api';
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import {
  addColumn,
  addRow,
  canAddColumn,
  canAddRow,
  cellIsMissing,
  datasetFromGrid,
  gridFromDataset,
  gridFromText,
  pasteAt,
  removeColumn,
  removeRow,
  type ChartGrid,
  type ReadResult,
  type ShapeResult,
} from './chart-data.ts';
import type { ChartDataEditorProps } from './index.ts';
import './controls.css';

export function ChartDataEditor({ value, onChange }: ChartDataEditorProps) {
  const id = useId();
  const [grid, setGrid] = useState<ChartGrid>(() => gridFromDataset(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [pasted, setPasted] = useState('');
  const emitted = useRef(JSON.stringify(value));
  const change = useRef(onChange);
  change.current = onChange;

  // A dataset from outside (a restored version): show it.
  useEffect(() => {
    const incoming = JSON.stringify(value);
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    setGrid(gridFromDataset(value));
    setProblem(null);
    setNotices([]);
  }, [value]);

  const use = (next: ChartGrid, kept: string[] = []) => {
    setGrid(next);
    const result = datasetFromGrid(next);
    if ('data' in result) {
      emitted.current = JSON.stringify(result.data);
      change.current(result.data);
      setProblem(null);
      setNotices(kept);
    } else {
      setProblem(result.problem);
      // The problem is said once, not again as a notice.
      setNotices(kept.filter((n) => n !== result.problem));
    }
  };
  const shape = (result: ShapeResult) => ('grid' in result ? use(result.grid) : setProblem(result.problem));
  const read = (result: ReadResult) => {
    if ('problem' in result) {
      setProblem(result.problem);
      setNotices([]);
      return false;
    }
    // New data keeps the series label: it is not part of the table.
    use({ ...result.grid, seriesLabel: grid.seriesLabel }, result.notices);
    return true;
  };

  const cell = (row: number, column: number, text: string) =>
    use({ ...grid, rows: grid.rows.map((r, i) => (i === row ? { ...r, cells: r.cells.map((c, j) => (j === column ? text : c)) } : r)) });
  /** A table pasted into a cell fills the grid from there; a single value is an ordinary paste. */
  const pasteInto = (row: number, column: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    read(pasteAt(grid, row, column, text));
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    read(gridFromText(await file.text()));
  };

  const columnName = (i: number) => grid.columns[i] || `Column ${i + 1}`;
  const rowName = (i: number) => grid.rows[i].label || `Row ${i + 1}`;

  return (
    <div className="chart-data" role="group" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="field__label">
        Chart data
      </span>
      <div className="field chart-data__series">
        <label className="field__label" htmlFor={`${id}-series`}>
          Series label
        </label>
        <input id={`${id}-series`} aria-describedby={`${id}-series-hint`} maxLength={EDITOR_LIMITS.maxShortText} placeholder="Units sold" value={grid.seriesLabel} onChange={(e) => use({ ...grid, seriesLabel: e.target.value })} />
        <span id={`${id}-series-hint`} className="field__hint">
          What the values measure; the chart shows it beside its values.
        </span>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {`Each column is a series, each row a point along the chart. Paste a table copied from a spreadsheet into any cell, or below. At most ${EDITOR_LIMITS.maxChartRows} rows and ${EDITOR_LIMITS.maxChartColumns} columns.`}
      </p>
      <div className="chart-data__scroll">
        <table className="chart-data__grid" aria-describedby={`${id}-hint`}>
          <thead>
            <tr>
              <th scope="col" className="chart-data__corner">
                Row label
              </th>
              {grid.columns.map((name, c) => (
                <th scope="col" key={c}>
                  <div className="chart-data__head">
                    <input aria-label={`Column ${c + 1} name`} className="chart-data__input chart-data__input--label" maxLength={60} value={name} onPaste={pasteInto(-1, c)} onChange={(e) => use({ ...grid, columns: grid.columns.map((n, j) => (j === c ? e.target.value : n)) })} />
                    <button type="button" className="chart-data__remove" aria-label={`Remove column ${columnName(c)}`} title="Remove column" onClick={() => shape(removeColumn(grid, c))}>
                      ×
                    </button>
                  </div>
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">
                  <input aria-label={`Row ${r + 1} label`} className="chart-data__input chart-data__input--label" maxLength={60} value={row.label} onPaste={pasteInto(r, -1)} onChange={(e) => use({ ...grid, rows: grid.rows.map((x, i) => (i === r ? { ...x, label: e.target.value } : x)) })} />
                </th>
                {grid.columns.map((_, c) => (
                  <td key={c}>
                    <input
                      aria-label={`${rowName(r)}, ${columnName(c)}`}
                      className="chart-data__input chart-data__input--value"
                      inputMode="decimal"
                      aria-invalid={cellIsMissing(row.cells[c]) ? true : undefined}
                      value={row.cells[c] ?? ''}
                      onPaste={pasteInto(r, c)}
                      onChange={(e) => cell(r, c, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button type="button" className="chart-data__remove" aria-label={`Remove row ${rowName(r)}`} title="Remove row" onClick={() => shape(removeRow(grid, r))}>
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="chart-data__actions">
        <button type="button" className="button button--small" disabled={!canAddRow(grid)} onClick={() => shape(addRow(grid))}>
          Add row
        </button>
        <button type="button" className="button button--small" disabled={!canAddColumn(grid)} onClick={() => shape(addColumn(grid))}>
          Add column
        </button>
        <label className="button button--small chart-data__import">
          Import CSV file
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            className="visually-hidden"
            onChange={(e) => {
              void importFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <div className="field chart-data__paste">
        <label className="field__label" htmlFor={`${id}-paste`}>
          Paste data
        </label>
        <textarea id={`${id}-paste`} rows={3} aria-describedby={`${id}-paste-hint`} placeholder={'Month\tSales\nJan\t12\nFeb\t15'} value={pasted} onChange={(e) => setPasted(e.target.value)} />
        <span id={`${id}-paste-hint`} className="field__hint">
          Tab- or comma-separated: the first row names the columns, the first column the rows. It replaces the grid.
        </span>
        <button type="button" className="button button--small" onClick={() => read(gridFromText(pasted)) && setPasted('')}>
          Use pasted data
        </button>
      </div>
      <div aria-live="polite" className="chart-data__messages">
        {problem && <p className="form__problem">{problem}</p>}
        {notices.map((notice) => (
          <p key={notice} className="chart-data__notice">
            {notice}
          </p>
        ))}
      </div>
    </div>
  );
}
