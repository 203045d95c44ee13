import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieJar } from './cookie-jar.ts';
import { fakeCookieDocument } from './fake-document.ts';
import { expiringStore, localStorageOrNull, type KeyValueStorage } from './storage.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

afterEach(() => vi.restoreAllMocks());

describe('expiringStore over local storage', () => {
  it('stores the value beside its expiry and reads it until then', () => {
    let now = 1000;
    const storage = memoryStorage();
    const store = expiringStore(storage, cookieJar(fakeCookieDocument()), () => now);
    expect(store.set('SS_ANALYTICS_ID', 'a1', 500, 'SS_ANALYTICS_EXPIRATION')).toBe(true);
    expect(storage.map.get('SS_ANALYTICS_EXPIRATION')).toBe('1500');
    now = 1499;
    expect(store.get('SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION')).toBe('a1');
  });
  it('removes an expired value and reads it as null', () => {
    let now = 0;
    const storage = memoryStorage();
    const store = expiringStore(storage, cookieJar(fakeCookieDocument()), () => now);
    store.set('SS_SESSION_ID', 's', 10);
    now = 10;
    expect(store.get('SS_SESSION_ID')).toBeNull();
    expect(storage.map.size).toBe(0);
  });
  it('treats a value without an expiry as expired', () => {
    const storage = memoryStorage();
    storage.setItem('K', 'v');
    expect(expiringStore(storage, cookieJar(fakeCookieDocument()), () => 0).get('K')).toBeNull();
    expect(storage.map.has('K')).toBe(false);
  });
  it('only warns when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    const store = expiringStore(broken, cookieJar(fakeCookieDocument()), () => 0);
    expect(store.set('K', 'v', 10)).toBe(false);
    expect(store.get('K')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('expiringStore without local storage', () => {
  it('keeps the value in a cookie the browser expires', () => {
    let now = 0;
    const doc = fakeCookieDocument(() => now);
    const store = expiringStore(null, cookieJar(doc), () => now);
    store.set('SS_ANALYTICS_ID', 'a|1', 2000);
    expect(doc.cookie).toBe('SS_ANALYTICS_ID=a|1');
    expect(store.get('SS_ANALYTICS_ID')).toBe('a|1');
    now = 2000;
    expect(store.get('SS_ANALYTICS_ID')).toBeNull();
  });
});

describe('localStorageOrNull', () => {
  it('is null when reading local storage throws or it is missing', () => {
    const win = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(localStorageOrNull(win)).toBeNull();
    expect(localStorageOrNull({})).toBeNull();
    const storage = memoryStorage();
    expect(localStorageOrNull({ localStorage: storage })).toBe(storage);
  });
});
