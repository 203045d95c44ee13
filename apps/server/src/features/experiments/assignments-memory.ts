/*
 * Recent visitors' variants, in memory, so a returning visitor's render reads nothing: a bounded map
 * (least recently used visitor out first) from a site's visitor to their variant of each experiment.
 * One entry per visitor, so a render touches the order once, however many experiments run. It only
 * ever holds what the database holds or is about to (the write is queued), so dropping it loses
 * nothing.
 */

const DEFAULT_CAPACITY = 50_000;

/** A visitor's variants, by experiment id. */
export type VisitorVariants = ReadonlyMap<string, string>;

export class AssignmentsMemory {
  private readonly visitors = new Map<string, Map<string, string>>();
  private readonly capacity: number;

  /** @param capacity visitors kept */
  constructor(capacity = DEFAULT_CAPACITY) {
    this.capacity = capacity;
  }

  private static key(websiteId: string, visitorId: string): string {
    return `${websiteId}\0${visitorId}`;
  }

  /** The visitor's remembered variants (undefined when none), marked as just used. */
  variantsOf(websiteId: string, visitorId: string): VisitorVariants | undefined {
    const key = AssignmentsMemory.key(websiteId, visitorId);
    const variants = this.visitors.get(key);
    if (variants !== undefined) {
      // Most recently used last.
      this.visitors.delete(key);
      this.visitors.set(key, variants);
    }
    return variants;
  }

  /** Remembers the visitor's variant of an experiment. */
  set(websiteId: string, visitorId: string, experimentId: string, variant: string): void {
    const key = AssignmentsMemory.key(websiteId, visitorId);
    const variants = this.visitors.get(key) ?? new Map<string, string>();
    variants.set(experimentId, variant);
    this.visitors.delete(key);
    this.visitors.set(key, variants);
    if (this.visitors.size > this.capacity) {
      const oldest = this.visitors.keys().next().value;
      if (oldest !== undefined) this.visitors.delete(oldest);
    }
  }
}
