/** How many products a search matched, and at which catalogue version that was true. */
export interface SearchCount {
  /** Products whose name contains the term. */
  matches: number;
  /** Products the listing holds without a search (the category, or All). */
  listed: number;
  /** `catalog_version` when both were counted (migration 006). */
  version: string;
}

/**
 * Search counts remembered by one api process, the least recently used forgotten first. An entry
 * is only a hint: it is trusted only while the database still reports the version it was counted
 * at, so every process may keep its own without ever showing a stale page count.
 */
export class SearchCounts {
  readonly #entries = new Map<string, SearchCount>();

  /** Keeps at most `capacity` searches. @default 1000 */
  constructor(private readonly capacity = 1000) {}

  /** The count remembered for `key`, if any. */
  get(key: string): SearchCount | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Re-inserted so the Map's order is least recently used first.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Remembers `count` for `key`. */
  set(key: string, count: SearchCount): void {
    this.#entries.delete(key);
    this.#entries.set(key, count);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
