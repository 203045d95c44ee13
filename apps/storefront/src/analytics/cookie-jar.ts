/**
 * Reading and writing first-party cookies through anything with a `cookie`
 * property (the document, or a fake in tests).
 */
import { readCookie } from '@plinth/platform/cookies';

/** The cookies of the page. */
export interface CookieJar {
  get(name: string): string | null;
  /** Sets a site-wide cookie that lives `maxAgeMs`. */
  set(name: string, value: string, maxAgeMs: number): void;
  remove(name: string): void;
}

/** A jar over `doc.cookie` (the document). */
export function cookieJar(doc: { cookie: string }): CookieJar {
  const write = (name: string, value: string, seconds: number) => {
    // '|' is a valid cookie character: ss_cvr stays readable as id|first|last|count.
    doc.cookie = `${name}=${encodeURIComponent(value).replaceAll('%7C', '|')}; path=/; max-age=${seconds}; samesite=lax`;
  };
  return {
    get: (name) => readCookie(doc.cookie, name),
    set: (name, value, maxAgeMs) => write(name, value, Math.round(maxAgeMs / 1000)),
    remove: (name) => write(name, '', 0),
  };
}
