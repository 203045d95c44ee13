/** Subscription price text (platform.md §9): billing period and duration wording. */
import { num, rec } from './util.ts';

const UNITS: Record<string, [one: string, many: string, perYear: number]> = {
  WEEK: ['week', 'weeks', 52],
  MONTH: ['month', 'months', 12],
  YEAR: ['year', 'years', 1],
};

/** Text when a plan has no usable billing period. */
export const UNAVAILABLE = 'Unavailable';

/**
 * `{price} every month`, `{price} every 2 weeks`, plus ` for N units` when `numBillingCycles` > 0
 * (0 = indefinite). Durations become years when they divide evenly (52 weeks, 12 months, 1 year
 * per year): 12 monthly cycles → `for 1 year`, 104 weekly → `for 2 years`.
 * @param price already formatted money text
 * @param plan `subscriptionPlan` `{billingPeriod {value, unit}, numBillingCycles}`
 */
export function subscriptionText(price: string, plan: unknown): string {
  const p = rec(plan);
  const period = rec(p.billingPeriod);
  const unit = UNITS[String(period.unit ?? '').toUpperCase()];
  const every = num(period.value);
  if (unit === undefined || !Number.isInteger(every) || every < 1) return UNAVAILABLE;
  const [one, many, perYear] = unit;
  let text = every === 1 ? `${price} every ${one}` : `${price} every ${every} ${many}`;
  const cycles = num(p.numBillingCycles);
  if (Number.isInteger(cycles) && cycles > 0) {
    const total = every * cycles;
    text += total % perYear === 0
      ? durationText(total / perYear, 'year', 'years')
      : durationText(total, one, many);
  }
  return text;
}

const durationText = (n: number, one: string, many: string): string => ` for ${n} ${n === 1 ? one : many}`;
