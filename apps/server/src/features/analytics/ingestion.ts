import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError, retryAfterSeconds } from '../../infra/errors/app-error.ts';
import { requestCrumb } from '../../infra/http/crumb.ts';
import { MemoryWindowLimiter, type MemoryWindowRule } from '../../infra/rate-limit/memory-window.ts';
import { openCountryLookup, type CountryLookup } from './country-lookup.ts';
import { EventBuffer } from './event-buffer.ts';
import { insertEvents, type EventRow } from './events-repository.ts';
import { INGESTION_BUSY, TOO_MANY_EVENTS } from './messages.ts';
import { CookielessIds, cookieVisitor, type VisitorIdentity } from './visitor-identity.ts';

/*
 * What every ingestion route shares: the write buffer, the cookieless ids, the per-visitor limits
 * and the bot check. One per app (tests build several apps in one process).
 */

/** Census calls (page views, widgets) per visitor: a page view every half second is no person. */
export const CENSUS_LIMIT: MemoryWindowRule = { limit: 120, windowMs: 60_000 };
/** Tracker events per visitor. */
export const EVENT_LIMIT: MemoryWindowRule = { limit: 120, windowMs: 60_000 };
/** Error report calls per visitor: the client sends at most 20 per page. */
export const ERROR_LIMIT: MemoryWindowRule = { limit: 30, windowMs: 60_000 };

/** Tuning of the write buffer (tests shorten or lengthen it). */
export interface IngestionOptions {
  flushIntervalMs?: number;
  maxBatchRows?: number;
  /** The write buffer's byte budget. @default DEFAULT_MAX_BUFFER_BYTES (32 MB) */
  maxBufferedBytes?: number;
}

/** Seconds a refused caller is asked to wait: a backlog of a few batches drains in well under that. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export class Ingestion {
  readonly buffer: EventBuffer<EventRow>;
  readonly limits = { census: new MemoryWindowLimiter(CENSUS_LIMIT), event: new MemoryWindowLimiter(EVENT_LIMIT), error: new MemoryWindowLimiter(ERROR_LIMIT) };
  private readonly cookieless: CookielessIds;
  private readonly botAgents = new LRUCache<string, boolean>({ max: 2000 });
  private readonly countries: CountryLookup;

  readonly deps: AppDeps;

  constructor(deps: AppDeps, log: { error(object: unknown, message: string): void; warn(message: string): void }, options: IngestionOptions = {}) {
    this.deps = deps;
    this.cookieless = new CookielessIds(deps.db);
    // Read once, at start: a lookup is then a walk of the tree in memory.
    this.countries = openCountryLookup(deps.geoipDb, (message) => log.warn(message));
    this.buffer = new EventBuffer<EventRow>({
      write: (rows) => insertEvents(deps.db, rows),
      writeOne: (rows) => insertEvents(deps.db, rows),
      intervalMs: options.flushIntervalMs,
      maxRows: options.maxBatchRows,
      maxBytes: options.maxBufferedBytes,
      onError: (error, lost) => log.error({ err: error }, `analytics: ${lost} events could not be written`),
    });
  }

  /**
   * Whether the request comes from a crawler or another bot (isbot), or from a client that names
   * none at all (no browser sends no User-Agent): answered 204, nothing stored.
   */
  isBot(request: FastifyRequest): boolean {
    const userAgent = request.headers['user-agent'];
    if (!userAgent?.trim()) return true;
    // isbot's pattern is long and a flood repeats few user agents: remembered per user agent.
    let bot = this.botAgents.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      this.botAgents.set(userAgent, bot);
    }
    return bot;
  }

  /**
   * The visitor of the call: the ss_cvr id (the form field, else the cookie), or the cookieless
   * id of the site, address and user agent of today.
   */
  async visitorOf(request: FastifyRequest, websiteId: string, ssCvr: string | undefined, now: number): Promise<VisitorIdentity> {
    return (
      cookieVisitor(ssCvr) ??
      cookieVisitor(request.cookies.ss_cvr) ??
      (await this.cookieless.visitor(websiteId, request.ip, request.headers['user-agent'] ?? '', now))
    );
  }

  /**
   * The caller's country (ISO 3166-1 alpha-2), or null: from the same address as the cookieless id
   * (the socket's, as the app trusts no proxy header), which is looked up and never stored.
   */
  countryOf(request: FastifyRequest): string | null {
    return this.countries.country(request.ip);
  }

  /**
   * Counts the call against the visitor's limit (the ss_cvr id, else the crumb, else the address).
   * @throws AppError RATE_LIMITED (429 with Retry-After) past the limit
   */
  admit(limiter: MemoryWindowLimiter, request: FastifyRequest, websiteId: string, ssCvr: string | undefined, now: number): void {
    const visitor = cookieVisitor(ssCvr)?.visitorId ?? cookieVisitor(request.cookies.ss_cvr)?.visitorId ?? requestCrumb(request) ?? request.ip;
    const key = `${websiteId}:${visitor}`;
    if (!limiter.hit(key, now)) {
      throw new AppError('RATE_LIMITED', TOO_MANY_EVENTS, undefined, { retryAfterSeconds: retryAfterSeconds(limiter.retryAfterMs(key, now)) });
    }
  }

  /**
   * Queues the rows of one call for the next batch write, all or none.
   * @throws AppError UNAVAILABLE (503 with Retry-After) when the buffer's byte budget is spent: the
   *   database is behind a flood, and the caller (a beacon, a tracker) tries again later
   */
  record(...rows: EventRow[]): void {
    if (!this.buffer.addAll(rows)) throw new AppError('UNAVAILABLE', INGESTION_BUSY, undefined, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  }

  /** Writes what waits and stops taking rows (app close). */
  close(): Promise<void> {
    return this.buffer.close();
  }
}
