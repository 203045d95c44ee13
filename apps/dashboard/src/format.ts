/**
 * A timestamp (epoch ms) as a short date and time for lists.
 * @example formatDateTime(0, 'UTC') // 'Jan 1, 1970, 12:00 AM'
 */
export function formatDateTime(epochMs: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(epochMs);
}
