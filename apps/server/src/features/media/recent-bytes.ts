import { LRUCache } from 'lru-cache';

/**
 * The derivatives served lately, in memory, least recently used out first, within a byte budget:
 * their storage keys name one version's bytes, so an entry is never stale (a replace or a delete
 * changes the key or the row the route checks first). It spares a read from the folder or a round
 * trip to S3 per request for the sizes every page asks for.
 */
export interface RecentBytes {
  get(key: string): Buffer | undefined;
  set(key: string, bytes: Buffer): void;
}

/** @param budgetBytes total bytes kept @param maxEntryBytes larger entries are not kept */
export function recentBytes(budgetBytes = 16 * 1024 * 1024, maxEntryBytes = 512 * 1024): RecentBytes {
  const cache = new LRUCache<string, Buffer>({ maxSize: budgetBytes, maxEntrySize: maxEntryBytes, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  return {
    get: (key) => cache.get(key),
    set(key, bytes) {
      if (bytes.length <= maxEntryBytes) cache.set(key, bytes);
    },
  };
}
