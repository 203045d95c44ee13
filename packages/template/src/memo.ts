/**
 * A small bounded memo for pure text transforms on a render's hot path. Why: a page rendered again
 * and again prints the same titles, categories and dates; looking a string up (its hash is kept on
 * the string) costs less than escaping or formatting it anew. When full it starts over, which is
 * cheaper per call than keeping an LRU order.
 */
export class Memo<K, V> {
  private map = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): V {
    if (this.map.size >= this.limit) this.map = new Map();
    this.map.set(key, value);
    return value;
  }
}

/** Longest text worth remembering: longer ones are rarely repeated and would hold memory. */
export const MEMO_MAX_LENGTH = 512;
