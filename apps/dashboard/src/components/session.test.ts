import { describe, expect, it } from 'vitest';
import { pendingApi } from '../test-support/fake-api.ts';
import { toSession } from './session.ts';

const api = pendingApi;
const contributor = { id: 'c1', email: 'sam@shop.test', name: 'Sam', role: 'ADMIN', websiteId: 'w1' };

describe('toSession', () => {
  it('takes the site and its currency from the answer', () => {
    expect(toSession(api, { contributor, currency: 'JPY' })).toMatchObject({ contributor, websiteId: 'w1', currency: 'JPY' });
    expect(toSession(api, { contributor, websiteId: 'w2' }).websiteId).toBe('w2');
  });

  it("carries the site's time zone, or none (the settings take the server's default)", () => {
    expect(toSession(api, { contributor, timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(toSession(api, { contributor }).timeZone).toBe('America/New_York');
  });

  it('falls back to the default currency when none, or an unsupported one, is named', () => {
    expect(toSession(api, { contributor }).currency).toBe('USD');
    expect(toSession(api, { contributor, currency: 'KWD' }).currency).toBe('USD');
  });
});
