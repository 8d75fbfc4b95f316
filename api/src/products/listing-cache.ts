/**
 * What one api process remembers about listings. Nothing here is trusted on its own: every
 * entry carries the `catalog_version` (migration 006) it was built at and is used only while
 * the database still reports that version, so any number of processes may each keep their own
 * without ever showing a stale page.
 */

/**
 * A map that forgets its least recently used entries beyond `capacity`: a number of entries, or,
 * with `weigh`, a total weight (a big entry then counts as many small ones).
 */
export class LruMap<Value> {
  readonly #entries = new Map<string, Value>();
  #weight = 0;

  /** Keeps at most `capacity` entries, or that much weight. @default 1000 */
  constructor(
    private readonly capacity = 1000,
    private readonly weigh: (value: Value) => number = () => 1,
  ) {}

  /** The value for `key`, if remembered (it becomes the most recently used). */
  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Re-inserted so the Map's order stays least recently used first.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Remembers `value` for `key`; the newest entry is kept even when it alone is over. */
  set(key: string, value: Value): void {
    this.#forget(key);
    this.#entries.set(key, value);
    this.#weight += this.weigh(value);
    while (this.#weight > this.capacity && this.#entries.size > 1) {
      this.#forget(this.#entries.keys().next().value!);
    }
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.#forget(key);
  }

  #forget(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#weight -= this.weigh(value);
  }
}

/** How many products a search matched, and at which catalogue version that was true. */
export interface SearchCount {
  /** Products whose name contains the term. */
  matches: number;
  /** Products the listing holds without a search (the category, or All). */
  listed: number;
  /** `catalog_version` when both were counted. */
  version: string;
}

/** Which products one listing page showed, in order, at one catalogue version. */
export interface RememberedPage {
  /** The page's product ids, in display order. */
  ids: string[];
  /** The listing's page count. */
  totalPages: number;
  /** `catalog_version` when the page was built. */
  version: string;
}

/**
 * Where every page of a newest-first listing ends, at one catalogue version: page n + 1 starts
 * right after `createdAt[n - 1]`, `ids[n - 1]`, so any page is one index seek, however deep.
 */
export interface PageBoundaries {
  /** Each page's last product's `created_at`, as PostgreSQL prints it (microseconds kept). */
  createdAt: string[];
  /** Each page's last product's id. */
  ids: string[];
  /** Products the listing held. */
  listed: number;
  /** `catalog_version` when they were read. */
  version: string;
}

/** The listing memory of one api process. */
export interface ListingCache {
  /** Match counts per category and search term. */
  counts: LruMap<SearchCount>;
  /** Pages per category, page number and search term. */
  pages: LruMap<RememberedPage>;
  /** Page boundaries per listing (a category, or All) without a search. */
  boundaries: LruMap<PageBoundaries>;
  /** Boundaries being read, per listing: requests that arrive meanwhile wait for the same read. */
  reading: Map<string, Promise<PageBoundaries>>;
  /** From how many products into a listing a page is sought from its boundary, not skipped to. */
  seekFrom: number;
}

/** What a listing memory may be told. */
export interface ListingCacheOptions {
  /**
   * From how many products into a listing a page is sought from its remembered boundary rather
   * than reached by an offset over the index (cheap for the first hundred pages).
   * @default 1500
   */
  seekFrom?: number;
}

/** An empty listing memory. */
export const createListingCache = ({
  seekFrom = 1500,
}: ListingCacheOptions = {}): ListingCache => ({
  counts: new LruMap(),
  pages: new LruMap(),
  // Weighed by boundaries held: All at 100k products holds about 6,300.
  boundaries: new LruMap(200_000, (boundaries) => 1 + boundaries.ids.length),
  reading: new Map(),
  seekFrom,
});
