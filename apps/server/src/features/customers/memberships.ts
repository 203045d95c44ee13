import type { MembershipRowOf, PaidAreaSubscription } from './customers-repository.ts';

/*
 * A customer's memberships as the owner reads them, by the member-areas feature's rule
 * (features/member-areas/memberships-repository.ts): a membership row gives access while it is not
 * revoked and has not ended; a paid area is also open to a customer whose subscription to its
 * product is active, or cancelled or completed with paid time left; a revoked row closes the area
 * to that customer whatever they pay.
 */

/** One membership of a customer, current or past. */
export interface CustomerMembership {
  id: string;
  memberAreaId: string;
  memberAreaName: string;
  source: string;
  status: string;
  endsAt: number | null;
  /** Whether it gives access now. */
  current: boolean;
  createdAt: number;
}

/**
 * Each customer's memberships at `now`, by area name: the rows, then a paid membership per
 * subscription to a paid area's product (source 'purchase'; 'cancelled' with its end once the
 * subscription no longer renews).
 */
export function membershipsByCustomer(rows: MembershipRowOf[], paid: PaidAreaSubscription[], now: number): Map<string, CustomerMembership[]> {
  const byCustomer = new Map<string, CustomerMembership[]>();
  const add = (siteUserId: string, membership: CustomerMembership) => byCustomer.set(siteUserId, [...(byCustomer.get(siteUserId) ?? []), membership]);
  const revoked = new Set(rows.filter((r) => r.status === 'revoked').map((r) => `${r.siteUserId}:${r.memberAreaId}`));
  const rowSubscriptions = new Set(rows.map((r) => r.subscriptionId).filter((id) => id !== null));
  for (const r of rows) {
    add(r.siteUserId, {
      id: r.id,
      memberAreaId: r.memberAreaId,
      memberAreaName: r.memberAreaName,
      source: r.source,
      status: r.status,
      endsAt: r.endsAt,
      current: r.status !== 'revoked' && (r.endsAt === null || r.endsAt > now),
      createdAt: r.createdAt,
    });
  }
  for (const s of paid) {
    if (rowSubscriptions.has(s.subscriptionId)) continue;
    const renews = s.status === 'active';
    const paidUp = renews || (s.nextBillingAt !== null && s.nextBillingAt > now);
    add(s.siteUserId, {
      id: s.subscriptionId,
      memberAreaId: s.memberAreaId,
      memberAreaName: s.memberAreaName,
      source: 'purchase',
      status: renews ? 'active' : 'cancelled',
      endsAt: renews ? null : s.nextBillingAt,
      current: paidUp && !revoked.has(`${s.siteUserId}:${s.memberAreaId}`),
      createdAt: s.createdAt,
    });
  }
  for (const list of byCustomer.values()) list.sort((a, b) => a.memberAreaName.localeCompare(b.memberAreaName) || a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  return byCustomer;
}

/** The names of the areas a customer has access to now, A to Z, each once. */
export function currentAreaNames(memberships: CustomerMembership[]): string[] {
  return [...new Set(memberships.filter((m) => m.current).map((m) => m.memberAreaName))].sort((a, b) => a.localeCompare(b));
}
