import { describe, expect, it } from 'vitest';
import { createAccountApi } from './account-api.ts';
import { fakeFetch } from './fake-fetch.ts';
import { createSiteUserCaller, SITE_USER_XSRF_HEADER } from './site-user-call.ts';
import { createXsrfTokenStore, memoryStorage, XSRF_STORAGE_KEY } from './xsrf-token.ts';

function setup(...answers: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...answers);
  const caller = createSiteUserCaller({ fetch: fake.fetch, cookies: () => 'crumb=c-123456789012345678', tokens: createXsrfTokenStore(() => memoryStorage({ [XSRF_STORAGE_KEY]: 'tok-1' })) });
  return { ...fake, api: createAccountApi(caller) };
}

describe('the account calls', () => {
  it('call the contract paths, ids encoded, writes with the XSRF token', async () => {
    const { api, sent } = setup([200, { subscription: {} }], [200, { address: {} }], [200, { deleted: true }], [200, { subscribed: true, pending: false }]);
    await api.cancelSubscription('s/1');
    await api.updateAddress('a1', { address: { firstName: 'A', lastName: 'B', address1: '1 St', city: 'C', postalCode: '1', country: 'US' }, isDefault: true });
    await api.deleteAccount({ password: 'secret' });
    await api.setNewsletter(true);
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/site-users/account/subscriptions/s%2F1/cancel',
      'PUT /api/site-users/account/addresses/a1',
      'DELETE /api/site-users/account',
      'PUT /api/site-users/account/newsletter',
    ]);
    for (const request of sent) expect(request.headers[SITE_USER_XSRF_HEADER]).toBe('tok-1');
    expect(sent[2].body).toEqual({ password: 'secret' });
    expect(sent[3].body).toEqual({ subscribed: true });
  });

  it('count the 204 of a deleted address or sign-up as a success', async () => {
    const { api } = setup([204, null], [204, null], [404, { error: { message: 'Not found.' } }]);
    expect(await api.deleteAddress('a1')).toEqual({ ok: true, value: true });
    expect(await api.removeRestockSignUp('r1')).toEqual({ ok: true, value: true });
    expect(await api.removeRestockSignUp('r2')).toEqual({ ok: false, failure: { status: 404, crumbFailure: false, serverMessage: 'Not found.' } });
  });
});
