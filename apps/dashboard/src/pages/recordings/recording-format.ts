/** `83_000` → `'1:23'`; an hour or more → `'1:02:03'`. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The list's API path for the filters (`page`, `bought`) and the next page (`before`). */
export function recordingsApiPath(filters: { page?: string | null; bought?: string | null }, before?: number): string {
  const query = new URLSearchParams();
  if (filters.page) query.set('page', filters.page);
  if (filters.bought === 'true' || filters.bought === 'false') query.set('bought', filters.bought);
  if (before !== undefined) query.set('before', String(before));
  const text = query.toString();
  return `/api/owner/recordings${text ? `?${text}` : ''}`;
}

/** Selector lines of a textarea: trimmed, blank lines dropped. */
export function selectorLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The first line the browser cannot use as a CSS selector, or null. */
export function invalidSelector(selectors: readonly string[], doc: Pick<Document, 'querySelector'> = document): string | null {
  for (const selector of selectors) {
    try {
      doc.querySelector(selector);
    } catch {
      return selector;
    }
  }
  return null;
}
