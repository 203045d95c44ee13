import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { findWebsiteByHost, type Website } from './sites-repository.ts';
import { AppError } from '../../infra/errors/app-error.ts';

/**
 * The website of the request, resolved by the website hook (`website-hook.ts`) before the handler
 * runs. Throws when the route declared `config.website: 'none'` (a wiring bug, not a visitor error).
 */
export function siteOf(request: FastifyRequest): Website {
  if (!request.website) throw new Error(`${request.method} ${request.url} declares no website lookup`);
  return request.website;
}

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
 * A {@link requestWebsite} for API routes that need the site's identity (id, currency, settings) but
 * not a fresh content version: each Host header's answer is reused for `ttlMs`. Site ids never
 * change, so a reused answer is never another site's; currency or settings changes, and a host newly
 * given to a site, show within `ttlMs`. Page routes must not use it (they key caches on
 * content_version). Concurrent misses for one host share one query.
 * @example
 * const siteOf = cachedWebsiteLookup(db);
 * const website = await siteOf(request);
 */
export function cachedWebsiteLookup(db: Kysely<Schema>, options: WebsiteCacheOptions = {}): (request: FastifyRequest) => Promise<Website> {
  const ttlMs = options.ttlMs ?? 1000;
  const maxHosts = options.maxHosts ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CachedLookup>();
  return async (request) => {
    const host = request.headers.host ?? '';
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
    if (!website) throw new AppError('NOT_FOUND', 'No website answers this host.');
    return website;
  };
}

/** The site's address as the caller reached it: links in e-mails lead back to the same host. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
