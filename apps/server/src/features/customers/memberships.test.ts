import { describe, expect, it } from 'vitest';
import { currentAreaNames, membershipsByCustomer } from './memberships.ts';

const NOW = 1_800_000_000_000;
const row = (over: Partial<Parameters<typeof membershipsByCustomer>[0][number]> = {}) => ({
  id: 'm1',
  siteUserId: 'u1',
  memberAreaId: 'free-area',
  memberAreaName: 'Members',
  source: 'free',
  status: 'active',
  subscriptionId: null,
  endsAt: null,
  createdAt: 1,
  ...over,
});
const sub = (over: Partial<Parameters<typeof membershipsByCustomer>[1][number]> = {}) => ({
  subscriptionId: 's1',
  siteUserId: 'u1',
  memberAreaId: 'paid-area',
  memberAreaName: 'Club',
  status: 'active',
  nextBillingAt: NOW + 1000,
  createdAt: 2,
  ...over,
});

describe('membershipsByCustomer (the member-areas rule)', () => {
  it('gives access by a live row, and not by a revoked or ended one', () => {
    const held = membershipsByCustomer([row(), row({ id: 'm2', memberAreaId: 'b', memberAreaName: 'Old', endsAt: NOW }), row({ id: 'm3', memberAreaId: 'c', memberAreaName: 'Gone', status: 'revoked' })], [], NOW);
    expect(held.get('u1')!.map((m) => [m.memberAreaName, m.current])).toEqual([
      ['Gone', false],
      ['Members', true],
      ['Old', false],
    ]);
    expect(currentAreaNames(held.get('u1')!)).toEqual(['Members']);
  });

  it('counts a paid area by its subscription: renewing, or cancelled with paid time left', () => {
    const held = membershipsByCustomer(
      [],
      [sub(), sub({ subscriptionId: 's2', memberAreaId: 'p2', memberAreaName: 'Cancelled club', status: 'cancelled', nextBillingAt: NOW + 5 }), sub({ subscriptionId: 's3', memberAreaId: 'p3', memberAreaName: 'Lapsed club', status: 'cancelled', nextBillingAt: NOW - 5 })],
      NOW,
    );
    expect(held.get('u1')).toEqual([
      { id: 's2', memberAreaId: 'p2', memberAreaName: 'Cancelled club', source: 'purchase', status: 'cancelled', endsAt: NOW + 5, current: true, createdAt: 2 },
      { id: 's1', memberAreaId: 'paid-area', memberAreaName: 'Club', source: 'purchase', status: 'active', endsAt: null, current: true, createdAt: 2 },
      { id: 's3', memberAreaId: 'p3', memberAreaName: 'Lapsed club', source: 'purchase', status: 'cancelled', endsAt: NOW - 5, current: false, createdAt: 2 },
    ]);
  });

  it('lets a revoked row close a paid area whatever is paid, and shows a row that names its subscription once', () => {
    const revoked = membershipsByCustomer([row({ memberAreaId: 'paid-area', memberAreaName: 'Club', status: 'revoked', source: 'manual' })], [sub()], NOW);
    expect(currentAreaNames(revoked.get('u1')!)).toEqual([]);
    const linked = membershipsByCustomer([row({ memberAreaId: 'paid-area', memberAreaName: 'Club', source: 'purchase', subscriptionId: 's1' })], [sub()], NOW);
    expect(linked.get('u1')!.length).toBe(1);
  });
});
