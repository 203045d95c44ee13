/**
 * Rendered pages keyed by site, content version and path. The HTML of a page
 * is the same for every visitor (carts load in the browser), so a page is
 * rendered once per content version; any catalogue or stock change bumps the
 * site's version and so retires every cached page of that site.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;
  /** Lookups that found a page, and that did not (GET /metrics reads them). */
  hits = 0;
  misses = 0;

  /** @param maxEntries pages kept before the oldest is dropped. @default 1000 */
  constructor(maxEntries = 1000) {
    this.maxEntries = maxEntries;
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

  set(key: string, page: CachedPage): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, page);
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
