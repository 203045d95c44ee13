/** `83_000` → `'1:23'`; an hour or more → `'1:02:03'`. */
import { requestFor } from '@plinth/api/client';
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The list's URL for the filters (`page`, `bought`) and the next page (`before`). */
export function recordingsApiPath(filters: { page?: string | null; bought?: string | null }, before?: number): string {
  return requestFor('listRecordings', recordingsRequest(filters, before)).url;
}

/** The request of `listRecordings` for the filters and the next page (parts without a value left out). */
export function recordingsRequest(filters: { page?: string | null; bought?: string | null }, before?: number) {
  const bought = filters.bought === 'true' || filters.bought === 'false' ? (filters.bought as 'true' | 'false') : undefined;
  return { query: { page: filters.page || undefined, bought, before } };
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
