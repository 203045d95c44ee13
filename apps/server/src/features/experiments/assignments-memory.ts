/*
 * Recent visitors' variants, in memory, so a returning visitor's render reads nothing: a bounded map
 * (least recently used out first) from visitor and experiment to the variant's name. It only ever
 * holds what the database holds or is about to (the write is queued), so dropping it loses nothing.
 */

const DEFAULT_CAPACITY = 50_000;

export class AssignmentsMemory {
  private readonly entries = new Map<string, string>();
  private readonly capacity: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.capacity = capacity;
  }

  private static key(websiteId: string, visitorId: string, experimentId: string): string {
    return `${websiteId}\0${visitorId}\0${experimentId}`;
  }

  get(websiteId: string, visitorId: string, experimentId: string): string | undefined {
    const key = AssignmentsMemory.key(websiteId, visitorId, experimentId);
    const variant = this.entries.get(key);
    if (variant !== undefined) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, variant);
    }
    return variant;
  }

  set(websiteId: string, visitorId: string, experimentId: string, variant: string): void {
    const key = AssignmentsMemory.key(websiteId, visitorId, experimentId);
    this.entries.delete(key);
    this.entries.set(key, variant);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
