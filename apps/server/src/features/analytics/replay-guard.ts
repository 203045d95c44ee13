import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/*
 * Replayed beacons (issue 12, "Bad input"): a page view or event the browser stamped with its own
 * time (`clientDate`, `occurrence_timestamp`) is unique as sent, so the same body again is a replay
 * — a retried beacon, or someone posting it twice — and is dropped (the answer is the same, nothing
 * is counted). Bodies without such a stamp (the older tracker's free-form data) are never dropped.
 * The memory is per process: a replay to another process of a PostgreSQL deployment still counts.
 */

/** How long a body is remembered: far longer than any browser retries a beacon. */
export const REPLAY_WINDOW_MS = 60 * 60_000;
/** At most this many bodies remembered (about 10 MB); the oldest go first. */
export const REPLAY_MEMORY = 100_000;

export class ReplayGuard {
  private readonly seen: LRUCache<string, true>;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.seen = new LRUCache({ max: options.max ?? REPLAY_MEMORY, ttl: options.ttlMs ?? REPLAY_WINDOW_MS });
  }

  /**
   * Whether this is the first time the site received `body` on `route`; remembers it. Without a
   * client time stamp nothing tells a replay from a second real event: always true.
   */
  firstTime(websiteId: string, route: string, body: string, clientStamp: unknown): boolean {
    if (clientStamp === undefined || clientStamp === null || clientStamp === '') return true;
    const key = createHash('sha256').update(`${websiteId}\0${route}\0${body}`).digest('base64');
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    return true;
  }
}
