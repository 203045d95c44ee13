/**
 * Tables become cards on a phone (styles.css): each cell then shows its column's name before it,
 * from a `data-label` this module copies from the table's header row. One observer on <main>
 * labels every table any screen renders, as it renders it.
 */

/** Sets `data-label` on the body cells of `table` from its header row (a cell spanning columns takes the first). */
export function labelTable(table: HTMLTableElement): void {
  const headRow = table.tHead?.rows[0];
  if (!headRow) return;
  const names: string[] = [];
  for (const cell of Array.from(headRow.cells)) for (let i = 0; i < cell.colSpan; i++) names.push(i === 0 ? (cell.textContent ?? '').trim() : '');
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      // A row of one wide cell (an expanded panel, an empty notice) carries no column.
      if (row.cells.length === 1 && row.cells[0]!.colSpan > 1) continue;
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const name = names[column];
        if (name && cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
        column += cell.colSpan;
      }
    }
  }
}

/** Labels the tables under `root` now and whenever they change; returns the cleanup. */
export function labelTablesUnder(root: HTMLElement): () => void {
  let queued = false;
  const run = () => {
    queued = false;
    root.querySelectorAll<HTMLTableElement>('table.table').forEach(labelTable);
  };
  run();
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(run);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
