import { chartDataset, EDITOR_LIMITS } from '@plinth/api';
import { describe, expect, it } from 'vitest';
import { addColumn, addRow, cellNumber, datasetFromGrid, gridFromDataset, gridFromText, pasteAt, removeColumn, removeRow, type ChartGrid } from './chart-data.ts';

const sales: ChartGrid = {
  seriesLabel: 'Month',
  columns: ['Tees', 'Mugs'],
  rows: [
    { label: 'Jan', cells: ['12', '4'] },
    { label: 'Feb', cells: ['15.5', '6'] },
  ],
};
const gridOf = (text: string) => {
  const result = gridFromText(text);
  if (!('grid' in result)) throw new Error(result.problem);
  return result;
};

describe('reading pasted data and CSV files', () => {
  it('reads a table copied from a spreadsheet (tabs), the first row naming the columns and the first column the rows', () => {
    const { grid, notices } = gridOf('Month\tTees\tMugs\nJan\t12\t4\nFeb\t15.5\t6\n');
    // The corner cell names the rows; the series label (what the values measure) is a field of its own.
    expect(grid).toEqual({ ...sales, seriesLabel: '' });
    expect(notices).toEqual([]);
    const result = datasetFromGrid(grid);
    expect(result).toEqual({ data: { seriesLabel: '', columns: ['Tees', 'Mugs'], rows: [{ label: 'Jan', values: [12, 4] }, { label: 'Feb', values: [15.5, 6] }] } });
    expect('data' in result && chartDataset.parse(result.data)).toBeTruthy();
  });

  it('reads a CSV file with quoted cells, a byte-order mark, thousands and currency', () => {
    const { grid } = gridOf('\uFEFFRegion,"Sales, 2025",Share\r\n"North, upper","$1,234.50",12%\r\nSouth,"2,000",8%\r\n');
    expect(grid.columns).toEqual(['Sales, 2025', 'Share']);
    expect(datasetFromGrid(grid)).toMatchObject({ data: { rows: [{ label: 'North, upper', values: [1234.5, 12] }, { label: 'South', values: [2000, 8] }] } });
  });

  it("says 'Enter some data!' for nothing", () => {
    expect(gridFromText('')).toEqual({ problem: 'Enter some data!' });
    expect(gridFromText('  \n\t\n ')).toEqual({ problem: 'Enter some data!' });
  });

  it('needs a column and a row', () => {
    expect(gridFromText('Month\nJan\nFeb')).toEqual({ problem: 'Your dataset must have at least one column.' });
    expect(gridFromText('Month,Tees,Mugs')).toEqual({ problem: 'Your dataset must have at least one row.' });
  });

  it("keeps rows with holes, says 'One or more rows was missing data.', and makes no dataset until they are filled", () => {
    const { grid, notices } = gridOf('Month,Tees,Mugs\nJan,12\nFeb,n/a,6');
    expect(notices).toEqual(['One or more rows was missing data.']);
    expect(grid.rows).toEqual([{ label: 'Jan', cells: ['12', ''] }, { label: 'Feb', cells: ['n/a', '6'] }]);
    expect(datasetFromGrid(grid)).toEqual({ problem: 'One or more rows was missing data.' });
  });

  it('cuts data beyond the limits and says so', () => {
    const header = ['Label', ...Array.from({ length: 14 }, (_, i) => `C${i + 1}`)].join(',');
    const rows = Array.from({ length: 130 }, (_, r) => [`R${r + 1}`, ...Array.from({ length: 14 }, (_, c) => r * c)].join(','));
    const { grid, notices } = gridOf([header, ...rows].join('\n'));
    expect(notices).toEqual([`Dataset truncated to ${EDITOR_LIMITS.maxChartRows} rows or ${EDITOR_LIMITS.maxChartColumns} columns.`]);
    expect(notices[0]).toBe('Dataset truncated to 100 rows or 10 columns.');
    expect(grid.columns).toHaveLength(10);
    expect(grid.rows).toHaveLength(100);
    expect('data' in datasetFromGrid(grid)).toBe(true);
  });

  it('names columns the header left out', () => {
    expect(gridOf('Month,Tees\nJan,1,2').grid.columns).toEqual(['Tees', 'Column 2']);
  });
});

describe('numbers in cells', () => {
  it('reads the ways people write numbers, and nothing else', () => {
    expect(cellNumber(' 42 ')).toBe(42);
    expect(cellNumber('-3.5')).toBe(-3.5);
    expect(cellNumber('2,5')).toBe(2.5);
    expect(cellNumber('1,234,567')).toBe(1234567);
    expect(cellNumber('€ 9.99')).toBe(9.99);
    expect(cellNumber('1e3')).toBe(1000);
    for (const bad of ['', 'abc', '1.2.3', '12abc', 'Infinity', 'NaN', '1e999']) expect(cellNumber(bad), bad).toBeNull();
  });
});

describe('changing the grid', () => {
  it('adds and removes rows and columns', () => {
    const wider = addColumn(sales);
    expect(wider).toMatchObject({ grid: { columns: ['Tees', 'Mugs', 'Column 3'], rows: [{ cells: ['12', '4', '0'] }, { cells: ['15.5', '6', '0'] }] } });
    const longer = addRow(sales);
    expect(longer).toMatchObject({ grid: { rows: [{}, {}, { label: 'Row 3', cells: ['0', '0'] }] } });
    expect(removeColumn(sales, 0)).toMatchObject({ grid: { columns: ['Mugs'], rows: [{ cells: ['4'] }, { cells: ['6'] }] } });
    expect(removeRow(sales, 0)).toMatchObject({ grid: { rows: [{ label: 'Feb' }] } });
  });

  it('keeps at least one row and one column, with the spec messages', () => {
    const single: ChartGrid = { seriesLabel: '', columns: ['A'], rows: [{ label: 'x', cells: ['1'] }] };
    expect(removeColumn(single, 0)).toEqual({ problem: 'Your dataset must have at least one column.' });
    expect(removeRow(single, 0)).toEqual({ problem: 'Your dataset must have at least one row.' });
    expect(datasetFromGrid({ ...single, columns: [] })).toEqual({ problem: 'Your dataset must have at least one column.' });
    expect(datasetFromGrid({ ...single, rows: [] })).toEqual({ problem: 'Your dataset must have at least one row.' });
  });

  it('stops at the limits', () => {
    const full: ChartGrid = { seriesLabel: '', columns: Array.from({ length: 10 }, (_, i) => `C${i}`), rows: Array.from({ length: 100 }, () => ({ label: 'r', cells: Array(10).fill('1') })) };
    expect(addColumn(full)).toEqual({ problem: 'Dataset truncated to 100 rows or 10 columns.' });
    expect(addRow(full)).toEqual({ problem: 'Dataset truncated to 100 rows or 10 columns.' });
  });

  it('goes from a dataset to the grid and back unchanged', () => {
    const data = { seriesLabel: 'Month', columns: ['Tees'], rows: [{ label: 'Jan', values: [0.1] }, { label: 'Feb', values: [-2] }] };
    expect(datasetFromGrid(gridFromDataset(data))).toEqual({ data });
  });
});

describe('pasting a table into a cell', () => {
  it('fills the cells from there, as a spreadsheet does, growing the grid', () => {
    const result = pasteAt(sales, 1, 0, '20\t7\t1\n22\t9\t3\n');
    expect(result).toEqual({
      grid: {
        seriesLabel: 'Month',
        columns: ['Tees', 'Mugs', 'Column 3'],
        rows: [
          { label: 'Jan', cells: ['12', '4', ''] },
          { label: 'Feb', cells: ['20', '7', '1'] },
          { label: 'Row 3', cells: ['22', '9', '3'] },
        ],
      },
      notices: ['One or more rows was missing data.'],
    });
  });

  it('fills the header and row labels from the corner, keeping the series label', () => {
    const result = pasteAt(sales, -1, -1, 'Week,Hats\nW1,3');
    expect(result).toMatchObject({ grid: { seriesLabel: 'Month', columns: ['Hats', 'Mugs'], rows: [{ label: 'W1', cells: ['3', '4'] }, { label: 'Feb' }] }, notices: [] });
  });

  it('stops at the limits and says so', () => {
    const wide = Array.from({ length: 12 }, (_, i) => i).join('\t');
    const result = pasteAt(sales, 0, 0, wide);
    // Feb has no values in the new columns yet, so it is also missing data.
    expect(result).toMatchObject({ notices: ['Dataset truncated to 100 rows or 10 columns.', 'One or more rows was missing data.'] });
    expect('grid' in result && result.grid.columns).toHaveLength(10);
    expect(pasteAt(sales, 0, 0, ' ')).toEqual({ problem: 'Enter some data!' });
  });
});
