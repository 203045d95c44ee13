import { LRUCache } from 'lru-cache';

/** The bytes of rendered pages a process keeps by default (64 MiB). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** What a page holds in memory: its HTML, its compressed copies and its key. */
function pageBytes(page: CachedPage, key: string): number {
  return page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + key.length * 2 + 64;
}

/**
 * Rendered pages keyed by site, content version and path. The HTML of a page
 * is the same for every visitor (carts load in the browser), so a page is
 * rendered once per content version; any catalogue or stock change bumps the
 * site's version and so retires every cached page of that site. The least
 * recently used pages go first once the pages' bytes (HTML and compressed
 * copies) pass the budget (`lru-cache`): a page served often stays, a big one
 * counts for what it weighs.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  /** Lookups that found a page, and that did not (GET /metrics reads them). */
  hits = 0;
  misses = 0;

  /** @param maxBytes bytes of pages kept before the least recently used go. @default PAGE_CACHE_BYTES */
  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.entries = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: pageBytes });
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) this.hits++;
    else this.misses++;
    return page;
  }

  /** Pages kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the pages kept now. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Keeps a page; one larger than the whole budget is not kept. */
  set(key: string, page: CachedPage): void {
    if (pageBytes(page, key) > this.entries.maxSize) return;
    this.entries.set(key, page);
  }

  /** Counts a kept page again after a compressed copy was added to it (a no-op for one no longer kept). */
  grew(key: string, page: CachedPage): void {
    // lru-cache keeps an entry's size when the same value is set again: take it out and put it back.
    if (this.entries.peek(key) !== page) return;
    this.entries.delete(key);
    this.set(key, page);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One rendered page. */
export interface CachedPage {
  status: number;
  etag: string;
  body: Buffer;
  /** Compressed once, on the first request that accepts it. */
  gzip?: Buffer;
  br?: Buffer;
}

/** The cache key of a page. */
export function pageCacheKey(websiteId: string, contentVersion: number, path: string): string {
  return `${websiteId}\u0000${contentVersion}\u0000${path}`;
}
