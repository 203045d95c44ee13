/** The error report's user-visible strings. */

/** CSV column headings of the error groups. */
export const ERROR_CSV_HEADINGS = ['Message', 'Occurrences', 'Pages', 'First seen', 'Last seen'] as const;

/**
 * The Pages cell: each page with its count, the most first.
 * @example pagesCell([{ path: '/shop', count: 3 }, { path: '/cart', count: 1 }]) // '/shop (3); /cart (1)'
 */
export function pagesCell(pages: ReadonlyArray<{ path: string; count: number }>): string {
  return pages.map((page) => `${page.path} (${page.count})`).join('; ');
}
