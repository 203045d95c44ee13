import { describe, expect, it, vi } from 'vitest';
import type { AccountAddress, AccountProfile } from './account-api.ts';
import { accountPrefill } from './checkout-prefill.ts';

const address = (id: string, city: string, isDefault: boolean): AccountAddress => ({
  id,
  address: { firstName: 'Ada', lastName: 'L', address1: '1 St', address2: '', city, region: '', postalCode: '1', country: 'US' },
  isDefault,
  createdAt: 1,
});
const profile = { email: 'ada@example.com' } as AccountProfile;
const fakeApi = (addresses: AccountAddress[]) => ({
  profile: vi.fn(async () => ({ ok: true as const, value: { profile } })),
  addresses: vi.fn(async () => ({ ok: true as const, value: { addresses } })),
});
const blank = { email: null, shippingAddress: null };

describe('accountPrefill', () => {
  it("fills a blank checkout with the account's e-mail and default address", async () => {
    const api = fakeApi([address('a1', 'Elsewhere', false), address('a2', 'Home', true)]);
    expect(await accountPrefill(blank, true, { signedIn: () => true, api })).toEqual({ email: 'ada@example.com', shippingAddress: address('a2', 'Home', true).address });
  });

  it('asks nothing for a signed-out visitor, nor for what the checkout already holds', async () => {
    const api = fakeApi([address('a1', 'Home', true)]);
    expect(await accountPrefill(blank, true, { signedIn: () => false, api })).toBeNull();
    expect(await accountPrefill({ email: 'typed@example.com', shippingAddress: address('x', 'Typed', true).address }, true, { signedIn: () => true, api })).toBeNull();
    expect(await accountPrefill({ email: 'typed@example.com', shippingAddress: null }, false, { signedIn: () => true, api })).toBeNull();
    expect(api.profile).not.toHaveBeenCalled();
    expect(api.addresses).not.toHaveBeenCalled();
  });

  it('fills only the e-mail when nothing is saved, and nothing when the account cannot be read', async () => {
    expect(await accountPrefill(blank, true, { signedIn: () => true, api: fakeApi([]) })).toEqual({ email: 'ada@example.com' });
    const failing = {
      profile: async () => ({ ok: false as const, failure: { status: 401, crumbFailure: false, serverMessage: null } }),
      addresses: async () => ({ ok: false as const, failure: { status: 401, crumbFailure: false, serverMessage: null } }),
    };
    expect(await accountPrefill(blank, true, { signedIn: () => true, api: failing })).toBeNull();
  });
});
