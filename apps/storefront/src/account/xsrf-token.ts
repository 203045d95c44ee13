/**
 * Where the browser keeps the signed-in customer's XSRF token (decision 0006): localStorage, so
 * every tab of the site shares it. Storage may be missing or refuse (private browsing, quota):
 * then nothing is kept and the token is asked of the session (`siteUserWhoAmI`) again.
 */

/** The storage key of the token. */
export const XSRF_STORAGE_KEY = 'plinth.siteUser.xsrfToken';

/** The part of `Storage` the store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads, writes and forgets the token; never throws. */
export interface XsrfTokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The browser's localStorage, or null where there is none (the server, a refusing browser). */
export function browserStorage(): TokenStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Creates a store over `storage` (read at each call: tests pass a Map-backed one).
 * @example createXsrfTokenStore().set(answer.xsrfToken)
 */
export function createXsrfTokenStore(storage: () => TokenStorage | null = browserStorage): XsrfTokenStore {
  const attempt = <T>(use: (s: TokenStorage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? use(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt((s) => s.getItem(XSRF_STORAGE_KEY) || null, null),
    set: (token) => attempt((s) => s.setItem(XSRF_STORAGE_KEY, token), undefined),
    clear: () => attempt((s) => s.removeItem(XSRF_STORAGE_KEY), undefined),
  };
}

/** A storage held in memory, for tests and for browsers without localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
