import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieJar } from './cookie-jar.ts';
import { fakeCookieDocument } from './fake-document.ts';
import { identify } from './identity.ts';
import { expiringStore, type KeyValueStorage } from './storage.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

afterEach(() => vi.restoreAllMocks());

describe('identify', () => {
  it('keeps SS_ANALYTICS_ID 390 days under SS_ANALYTICS_EXPIRATION, the session 30 minutes', () => {
    let now = 0;
    const storage = memoryStorage();
    const store = expiringStore(storage, cookieJar(fakeCookieDocument()), () => now);
    const first = identify(store);
    expect(first).toMatchObject({ isFirstSession: true, isLanding: true, marketingId: null });
    expect(storage.map.get('SS_ANALYTICS_ID')).toBe(first.analyticsId);
    expect(storage.map.get('SS_ANALYTICS_EXPIRATION')).toBe(String(390 * 86_400_000));
    expect(storage.map.get('SS_SESSION_ID')).toBe(first.sessionId);
    now = 29 * 60_000;
    expect(identify(store)).toEqual({ ...first, isLanding: false });
    now = 60 * 60_000;
    const later = identify(store);
    expect(later.analyticsId).toBe(first.analyticsId);
    expect(later.sessionId).not.toBe(first.sessionId);
    expect(later).toMatchObject({ isFirstSession: false, isLanding: true });
    storage.setItem('SS_MID', 'm1');
    storage.setItem('SS_MID_EXPIRATION', String(now + 1));
    expect(identify(store).marketingId).toBe('m1');
  });
  it("warns 'Unable to store analyticsId' when storage refuses it", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error('quota'); }, removeItem: () => {} };
    identify(expiringStore(full, cookieJar(fakeCookieDocument()), () => 0));
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
  });
  it('stores nothing without a store (no consent): fresh ids each page', () => {
    const a = identify(null);
    expect(a.analyticsId).not.toBe(identify(null).analyticsId);
  });
});
