import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseVisitorCookie } from '@plinth/platform';
import type { AnalyticsCounting, Schema } from '../../infra/database/schema.ts';
import { daySalt } from './salts-repository.ts';

/*
 * Who a hit counts as (storefront.md §9). With the ss_cvr cookie (`id|firstVisit|lastVisit|count`),
 * its id, and the visit (session) that started at lastVisit. Without it (a restrictive cookie policy
 * the visitor did not accept), a cookieless id: a hash of site, address and user agent with a salt
 * of the site and UTC day — the same all day, different the next, and the address is never stored.
 */

/** The visitor a row is counted for. */
export interface VisitorIdentity {
  visitorId: string;
  /** The cookie visit's id; null for a cookieless visitor (the rollups cut sessions by 30-minute gaps). */
  sessionId: string | null;
  counting: AnalyticsCounting;
}

/** The visitor of a well-formed ss_cvr value (@plinth/platform's parser; the visit needs its lastVisit), or null. */
export function cookieVisitor(value: string | undefined): VisitorIdentity | null {
  const cookie = parseVisitorCookie(value);
  if (!cookie || !Number.isSafeInteger(cookie.lastVisit) || cookie.lastVisit < 0) return null;
  return { visitorId: cookie.id, sessionId: `${cookie.id}.${cookie.lastVisit}`, counting: 'cookie' };
}

/** 'YYYY-MM-DD' of `ms` in UTC. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Salts by site and day, cached per process (one read per site a day). */
export class CookielessIds {
  private readonly salts = new Map<string, Promise<string>>();

  private readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  /** The cookieless visitor of `address` and `userAgent` on `websiteId` at `now`. */
  async visitor(websiteId: string, address: string, userAgent: string, now: number): Promise<VisitorIdentity> {
    const salt = await this.salt(websiteId, now);
    const visitorId = createHash('sha256').update(`${salt}\n${websiteId}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
    return { visitorId, sessionId: null, counting: 'cookieless' };
  }

  private salt(websiteId: string, now: number): Promise<string> {
    const day = utcDay(now);
    const key = `${websiteId}:${day}`;
    let salt = this.salts.get(key);
    if (!salt) {
      if (this.salts.size > 10_000) this.salts.clear();
      salt = daySalt(this.db, websiteId, day, utcDay(now - 86_400_000));
      // A failed read is not cached: the next hit tries again.
      salt.catch(() => this.salts.delete(key));
      this.salts.set(key, salt);
    }
    return salt;
  }
}
