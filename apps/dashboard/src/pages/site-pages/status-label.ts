/** A row of `GET /api/owner/pages`. */
export interface PageRow {
  id: string;
  title: string;
  urlId: string;
  type: string;
  fullUrl?: string;
  status: string;
  /** The server's label; absent in older answers, then derived from `status`. */
  statusLabel?: string | null;
  navIndex?: number | null;
}

/** Status → label of platform.md §3; published (and anything else) has no label. */
const LABELS: Readonly<Record<string, string>> = {
  scheduled: 'Scheduled',
  'needs-review': 'Needs Review',
  draft: 'Draft',
  private: 'Private',
};

/**
 * The status label to show for a page, or null for a published one.
 * @example statusLabel({ status: 'needs-review' }) // 'Needs Review'
 */
export function statusLabel(page: Pick<PageRow, 'status' | 'statusLabel'>): string | null {
  if (page.statusLabel !== undefined) return page.statusLabel;
  return LABELS[page.status] ?? null;
}
