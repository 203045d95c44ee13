/** How the mailing list shows an address's status (`pending`, `subscribed`, `unsubscribed`). */

import type { MailingListEntry } from './forms-types.ts';

/** The statuses `GET /api/owner/mailing-list` answers. */
export type MailingListStatus = MailingListEntry['status'];

const LABELS: Readonly<Record<MailingListStatus, string>> = {
  pending: 'Pending confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/**
 * The label and badge class of a status; an unknown one is shown as it is, muted.
 * @example mailingStatus('subscribed') // { label: 'Subscribed', badge: 'badge badge--status' }
 */
export function mailingStatus(status: string): { label: string; badge: string } {
  const label = (LABELS as Record<string, string>)[status] ?? status;
  return { label, badge: status === 'subscribed' ? 'badge badge--status' : 'badge badge--muted' };
}
