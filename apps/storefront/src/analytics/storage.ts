/**
 * Values stored with an expiry. In local storage a value sits beside its
 * expiry (epoch ms) under a second key, e.g. SS_ANALYTICS_ID and
 * SS_ANALYTICS_EXPIRATION; an expired value is removed and read as null.
 * Without local storage (disabled, private mode) the value goes in a cookie
 * that the browser expires. Storage errors are only warned about: analytics
 * never breaks a page.
 */
import type { CookieJar } from './cookie-jar.ts';

/** The part of the Storage API used. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ExpiringStore {
  /** The value, or null when absent, expired or unreadable. */
  get(key: string, expiryKey?: string): string | null;
  /** Stores `value` for `ttlMs`; false (and a warning) when storage refused it. */
  set(key: string, value: string, ttlMs: number, expiryKey?: string): boolean;
}

/** `window.localStorage`, or null when the browser refuses it (reading it may throw). */
export function localStorageOrNull(win: { localStorage?: KeyValueStorage }): KeyValueStorage | null {
  try {
    const storage = win.localStorage ?? null;
    storage?.getItem('');
    return storage;
  } catch {
    return null;
  }
}

const warn = (error: unknown) => console.warn('Analytics storage:', error);

/** @example expiringStore(localStorageOrNull(window), cookieJar(document), Date.now) */
export function expiringStore(storage: KeyValueStorage | null, jar: CookieJar, now: () => number): ExpiringStore {
  if (!storage) {
    return {
      get: (key) => jar.get(key),
      set(key, value, ttlMs) {
        try {
          jar.set(key, value, ttlMs);
          return true;
        } catch (error) {
          warn(error);
          return false;
        }
      },
    };
  }
  return {
    get(key, expiryKey = `${key}_EXPIRATION`) {
      try {
        const value = storage.getItem(key);
        if (value === null) return null;
        if (Number(storage.getItem(expiryKey)) > now()) return value;
        storage.removeItem(key);
        storage.removeItem(expiryKey);
      } catch (error) {
        warn(error);
      }
      return null;
    },
    set(key, value, ttlMs, expiryKey = `${key}_EXPIRATION`) {
      try {
        storage.setItem(key, value);
        storage.setItem(expiryKey, String(now() + ttlMs));
        return true;
      } catch (error) {
        warn(error);
        return false;
      }
    },
  };
}
