/** The words the customer's page shows for subscription and membership states. */
import { formatDate } from '../../format.ts';

/**
 * A subscription's state for people.
 * @example subscriptionStatusLabel({ status: 'active', cancelledAt: null }) // 'Active'
 */
export function subscriptionStatusLabel(subscription: { status: string; cancelledAt: number | null }): string {
  if (subscription.cancelledAt !== null || subscription.status === 'cancelled') return 'Cancelled';
  if (subscription.status === 'completed') return 'Completed';
  if (subscription.status === 'active') return 'Active';
  return subscription.status;
}

/**
 * How a customer came to a member area.
 * @example membershipSourceLabel('manual') // 'Granted by the owner'
 */
export function membershipSourceLabel(source: string): string {
  return { free: 'Joined (free)', purchase: 'Paid membership', manual: 'Granted by the owner' }[source] ?? source;
}

/**
 * Whether a membership gives access now, and until when.
 * @example membershipStatusLabel({ status: 'cancelled', current: true, endsAt: Date.UTC(2026, 1, 28) }, 'UTC') // 'Cancelled, access until Feb 28, 2026'
 */
export function membershipStatusLabel(membership: { status: string; current: boolean; endsAt: number | null }, timeZone?: string): string {
  if (membership.status === 'revoked') return 'Revoked';
  if (!membership.current) return membership.endsAt === null ? 'Ended' : `Ended ${formatDate(membership.endsAt, timeZone)}`;
  const until = membership.endsAt === null ? '' : `, access until ${formatDate(membership.endsAt, timeZone)}`;
  return membership.status === 'cancelled' ? `Cancelled${until}` : `Active${until}`;
}
