import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { findSiteUserSubscription, insertSubscription, markSubscriptionCancelled, type BillingPeriod, type SubscriptionRecord } from './subscriptions-repository.ts';

/*
 * The subscription ledger's rules (platform.md §5 subscriptions): the order that creates a
 * subscription bills its first cycle; the next billing date is one period later.
 */

/**
 * The date one billing period after `from` (UTC): weeks are 7 days; months and years are calendar
 * months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb).
 * @example addBillingPeriod(Date.UTC(2026, 0, 31), { value: 1, unit: 'MONTH' }) // Date.UTC(2026, 1, 28)
 */
export function addBillingPeriod(from: number, period: BillingPeriod): number {
  if (period.unit === 'WEEK') return from + period.value * 7 * 86_400_000;
  const months = period.unit === 'YEAR' ? period.value * 12 : period.value;
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Input of {@link createSubscription}: the first cycle is billed by the order that creates it. */
export type NewSubscription = Omit<SubscriptionRecord, 'id' | 'cyclesBilled' | 'nextBillingAt' | 'status' | 'createdAt' | 'cancelledAt'> & { now: number };

/**
 * Records a subscription whose first cycle the order paid (inside the caller's transaction): one
 * cycle billed; a one-cycle plan is completed at once, any other is active until its next billing.
 */
export async function createSubscription(db: Kysely<Schema>, input: NewSubscription): Promise<SubscriptionRecord> {
  const { now, ...fields } = input;
  const finished = input.numBillingCycles === 1;
  const record: SubscriptionRecord = {
    ...fields,
    id: newId(),
    cyclesBilled: 1,
    nextBillingAt: finished ? null : addBillingPeriod(now, input.billingPeriod),
    status: finished ? 'completed' : 'active',
    createdAt: now,
    siteUserId: fields.siteUserId ?? null,
    cancelledAt: null,
  };
  await insertSubscription(db, record);
  return record;
}

/**
 * Cancels a customer account's subscription (issue 11): no more charges; `nextBillingAt` stays as the
 * end of the paid period, which member access lasts to. Cancelling twice, or a completed one, changes
 * nothing.
 * @returns the subscription as it is now; null when the account has no such subscription
 */
export async function cancelSiteUserSubscription(db: Kysely<Schema>, websiteId: string, siteUserId: string, id: string, now: number): Promise<SubscriptionRecord | null> {
  const found = await findSiteUserSubscription(db, websiteId, siteUserId, id);
  if (!found) return null;
  if (found.status !== 'active') return found;
  await markSubscriptionCancelled(db, id, now);
  return findSiteUserSubscription(db, websiteId, siteUserId, id);
}
