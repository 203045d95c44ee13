import { describe, expect, it } from 'vitest';
import { membershipSourceLabel, membershipStatusLabel, subscriptionStatusLabel } from './status-labels.ts';

describe('status labels', () => {
  it('names subscription states, a cancellation first', () => {
    expect(subscriptionStatusLabel({ status: 'active', cancelledAt: null })).toBe('Active');
    expect(subscriptionStatusLabel({ status: 'active', cancelledAt: 1 })).toBe('Cancelled');
    expect(subscriptionStatusLabel({ status: 'completed', cancelledAt: null })).toBe('Completed');
  });

  it('names how a membership came and whether it gives access now', () => {
    expect(membershipSourceLabel('free')).toBe('Joined (free)');
    expect(membershipSourceLabel('purchase')).toBe('Paid membership');
    expect(membershipStatusLabel({ status: 'active', current: true, endsAt: null })).toBe('Active');
    expect(membershipStatusLabel({ status: 'cancelled', current: true, endsAt: Date.UTC(2026, 1, 28) }, 'UTC')).toBe('Cancelled, access until Feb 28, 2026');
    expect(membershipStatusLabel({ status: 'cancelled', current: false, endsAt: Date.UTC(2026, 1, 28) }, 'UTC')).toBe('Ended Feb 28, 2026');
    expect(membershipStatusLabel({ status: 'revoked', current: false, endsAt: null })).toBe('Revoked');
  });
});
