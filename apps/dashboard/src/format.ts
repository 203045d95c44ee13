/**
 * A timestamp (epoch ms) as a short date and time for lists.
 * @example formatDateTime(0, 'UTC') // 'Jan 1, 1970, 12:00 AM'
 */
export function formatDateTime(epochMs: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(epochMs);
}

/**
 * A timestamp (epoch ms) as a date, for sign-up and billing dates.
 * @example formatDate(0, 'UTC') // 'Jan 1, 1970'
 */
export function formatDate(epochMs: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(epochMs);
}

const PERIOD_UNITS: Record<string, [one: string, many: string]> = { WEEK: ['week', 'weeks'], MONTH: ['month', 'months'], YEAR: ['year', 'years'] };

/**
 * A billing period (platform.md §3: value and WEEK, MONTH or YEAR) as words.
 * @example formatBillingPeriod({ value: 1, unit: 'MONTH' }) // 'every month'
 * @example formatBillingPeriod({ value: 2, unit: 'WEEK' }) // 'every 2 weeks'
 */
export function formatBillingPeriod(period: { value: number; unit: string }): string {
  const [one, many] = PERIOD_UNITS[period.unit] ?? [period.unit.toLowerCase(), period.unit.toLowerCase()];
  return period.value === 1 ? `every ${one}` : `every ${period.value} ${many}`;
}
