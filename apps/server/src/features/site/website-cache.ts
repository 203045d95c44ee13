import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { NO_WEBSITE_MESSAGE } from './messages.ts';
import { findWebsiteByHost, type Website } from './sites-repository.ts';

/** Options of {@link cachedWebsiteLookup}. */
export interface WebsiteCacheOptions {
  /** How long a lookup is reused, in milliseconds. @default 1000 */
  ttlMs?: number;
  /** Host headers remembered at most (they come from clients); the oldest goes first. @default 1000 */
  maxHosts?: number;
  /** Clock (epoch ms), for tests. @default Date.now */
  now?: () => number;
}

interface CachedLookup {
  expires: number;
  website: Promise<Website | null>;
}

/**
 * The website of a Host header for routes that need the site's identity (id, currency, settings)
 * but not a fresh content version (`config.website: 'cached'`): each Host header's answer is reused
 * for `ttlMs`. Site ids never change, so a reused answer is never another site's; currency or
 * settings changes, and a host newly given to a site, show within `ttlMs`. Page routes must not use
 * it (they key caches on content_version). Concurrent misses for one host share one query.
 * @throws AppError NOT_FOUND when no site answers the host
 * @example
 * const websiteOf = cachedWebsiteLookup(db);
 * const website = await websiteOf(request.headers.host ?? '');
 */
export function cachedWebsiteLookup(db: Kysely<Schema>, options: WebsiteCacheOptions = {}): (host: string) => Promise<Website> {
  const ttlMs = options.ttlMs ?? 1000;
  const maxHosts = options.maxHosts ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CachedLookup>();
  return async (host) => {
    const t = now();
    let entry = cache.get(host);
    if (entry === undefined || entry.expires <= t) {
      if (entry !== undefined) cache.delete(host);
      else if (cache.size >= maxHosts) cache.delete(cache.keys().next().value as string);
      const lookup: CachedLookup = { expires: t + ttlMs, website: findWebsiteByHost(db, host) };
      entry = lookup;
      cache.set(host, lookup);
      // A failed query is not remembered.
      lookup.website.catch(() => {
        if (cache.get(host) === lookup) cache.delete(host);
      });
    }
    const website = await entry.website;
    if (!website) throw new AppError('NOT_FOUND', NO_WEBSITE_MESSAGE);
    return website;
  };
}
