import { PAGE_STATUS_LABELS } from '@plinth/platform';
import type { SitePage } from '../../api/types.ts';

/** A row of `GET /api/owner/pages`. */
export type PageRow = SitePage;

/** Stored status → label of platform.md §3; published (and anything else) has no label. */
const LABELS: Readonly<Record<string, string>> = {
  scheduled: PAGE_STATUS_LABELS.SCHEDULED,
  'needs-review': PAGE_STATUS_LABELS.NEEDS_REVIEW,
  draft: PAGE_STATUS_LABELS.DRAFT,
  private: PAGE_STATUS_LABELS.PRIVATE,
};

/**
 * The status label to show for a page, or null for a published one: the server's label, else
 * (an answer without one) derived from `status`.
 * @example statusLabel({ status: 'needs-review' }) // 'Needs Review'
 */
export function statusLabel(page: Pick<PageRow, 'status'> & { statusLabel?: string | null }): string | null {
  if (page.statusLabel !== undefined) return page.statusLabel;
  return LABELS[page.status] ?? null;
}
