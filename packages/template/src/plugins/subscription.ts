/**
 * Subscription price text (platform.md §9): the wording is `subscriptionPeriodText` of
 * `@plinth/commerce`; this reads the context's plan as the hosted builder does (numbers from
 * numeric text too).
 */
import { SUBSCRIPTION_UNAVAILABLE, subscriptionPeriodText } from '@plinth/commerce';
import { num, rec } from './util.ts';

/** Text when a plan has no usable billing period. */
export const UNAVAILABLE = SUBSCRIPTION_UNAVAILABLE;

/**
 * `{price} every month`, `{price} every 2 weeks`, plus ` for N units` when `numBillingCycles` > 0
 * (0 = indefinite); durations that divide evenly are given in years (12 monthly cycles → `for 1 year`).
 * @param price already formatted money text
 * @param plan `subscriptionPlan` `{billingPeriod {value, unit}, numBillingCycles}`
 */
export function subscriptionText(price: string, plan: unknown): string {
  const p = rec(plan);
  const period = rec(p.billingPeriod);
  return subscriptionPeriodText(price, {
    billingPeriod: { value: num(period.value), unit: period.unit },
    numBillingCycles: num(p.numBillingCycles),
  });
}
