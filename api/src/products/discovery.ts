/**
 * Discovery queries (DESIGN.md): a listing's facet counts, a narrowed or re-sorted listing page,
 * and the suggestions of the search box. The plain newest-first listing stays with
 * repository.ts, whose page and count shortcuts it keeps.
 */
import type { Database, Queryable } from '../db/index.ts';
import {
  countFacets,
  facetCondition,
  orderBy,
  type FacetCounts,
  type FacetGroup,
  type ListFilters,
  type SortOrder,
} from './facets.ts';
import levenshtein from 'damerau-levenshtein';
import { LruMap } from './listing-cache.ts';
import { categories, productColumns, type Category, type ProductRow } from './product.ts';
import { escapeLike, minSimilarSearch, pageSize, similarityThreshold } from './repository.ts';

/** The listing a shopper looks at, before facets narrow it. */
export interface Listing {
  /** A category, or `All` for every category but Bundle. */
  category: Category | 'All';
  /** The search term, if any. */
  search?: string | undefined;
}

/**
 * How a listing's products are found: by name containing the term, or, when no name does, by
 * names most like it (a misspelling). `similar` needs pg_trgm's threshold set for the statement.
 */
type Match = 'contains' | 'similar';

/** The WHERE of a listing (alias `p`) and its parameters. */
function listingCondition(listing: Listing, match: Match): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  if (listing.category === 'All') parts.push(`p.category <> 'Bundle'`);
  else {
    params.push(listing.category);
    parts.push(`p.category = $${params.length}`);
  }
  if (listing.search) {
    if (match === 'contains') {
      params.push(`%${escapeLike(listing.search.toLowerCase())}%`);
      parts.push(`p.name_lower LIKE $${params.length}`);
    } else {
      params.push(listing.search.toLowerCase());
      parts.push(`$${params.length} <% p.name_lower`);
    }
  }
  return { sql: parts.join(' AND '), params };
}

/** Runs `work` with pg_trgm's word-similarity threshold set, when `match` needs it. */
async function withMatch<T>(
  db: Database,
  match: Match,
  work: (q: Queryable) => Promise<T>,
): Promise<T> {
  if (match === 'contains') return work(db);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(similarityThreshold),
    ]);
    return work(tx);
  });
}

/** A listing's facet groups at one `facet_version`, and how its search matched. */
interface Grouped {
  groups: FacetGroup[];
  version: string;
  /** How the listing's products are found. */
  match: Match;
  /** The search term as searched (a misspelling corrected), if any. */
  search: string | undefined;
}

/** What one api process remembers for discovery: facet groups, and the catalogue's words. */
export interface DiscoveryCache {
  /** Facet groups per listing and price range, each valid at its `facet_version`. */
  facets: LruMap<Grouped>;
  /** The words of the catalogue's names. */
  vocabulary: VocabularyCache;
  /** Which products a typed term suggested, per term, each valid at its `catalog_version`. */
  suggestions: LruMap<RememberedSuggestion>;
}

/** What a term suggested: its products' ids in order, and the term as searched. */
interface RememberedSuggestion {
  ids: string[];
  term: string;
  version: string;
}

/** An empty discovery memory. */
export const createDiscoveryCache = (): DiscoveryCache => ({
  facets: new LruMap(2000),
  vocabulary: {},
  suggestions: new LruMap(5000),
});

/**
 * One pass over the listing's facet bits (an index-only scan: migration 007), grouped, with the
 * price range marked; every count of {@link countFacets} follows from these few rows.
 */
async function groupFacets(
  q: Queryable,
  listing: Listing,
  match: Match,
  filters: ListFilters,
): Promise<Grouped> {
  const where = listingCondition(listing, match);
  const params = [...where.params, filters.minPrice ?? null, filters.maxPrice ?? null];
  const low = `$${params.length - 1}::int`;
  const high = `$${params.length}::int`;
  const result = await q.query<{
    version: string;
    facets: number | null;
    in_range: boolean | null;
    n: number | null;
    low: number | null;
    high: number | null;
  }>(
    `SELECT v.version::text AS version, g.*
     FROM facet_version v LEFT JOIN (
       SELECT p.facets,
         (p.price_now >= coalesce(${low}, p.price_now) AND p.price_now <= coalesce(${high}, p.price_now)) AS in_range,
         count(*)::int AS n, min(p.price_now) AS low, max(p.price_now) AS high
       FROM products p WHERE ${where.sql}
       GROUP BY 1, 2
     ) g ON true`,
    params,
  );
  const groups = result.rows
    .filter((row) => row.facets !== null)
    .map((row) => ({
      facets: row.facets!,
      inRange: row.in_range === true,
      n: row.n ?? 0,
      low: row.low ?? 0,
      high: row.high ?? 0,
    }));
  return { groups, version: result.rows[0]?.version ?? '', match, search: listing.search };
}

/**
 * A listing's facet groups. A search nothing contains is matched by names most like it and,
 * failing that, corrected against the catalogue's own words ("seurm": serum).
 */
async function findGroups(
  db: Database,
  listing: Listing,
  filters: ListFilters,
  cache: DiscoveryCache,
): Promise<Grouped> {
  const found = (grouped: Grouped) => grouped.groups.some((group) => group.n > 0);
  const contained = await groupFacets(db, listing, 'contains', filters);
  if (found(contained) || !listing.search || listing.search.length < minSimilarSearch) {
    return contained;
  }
  const similar = await withMatch(db, 'similar', (q) =>
    groupFacets(q, listing, 'similar', filters),
  );
  if (found(similar)) return similar;
  // Too far for trigrams (a swap in a short word: "seurm"): the catalogue's nearest words.
  const corrected = correct(listing.search.toLowerCase(), await vocabulary(db, cache.vocabulary));
  if (!corrected) return similar;
  return groupFacets(db, { ...listing, search: corrected }, 'contains', filters);
}

/** What a listing's facets say: every value's count, and how its search was matched. */
export interface ListingFacets {
  counts: FacetCounts;
  match: Match;
  /** The search as searched: a misspelling corrected, if it was. */
  search: string | undefined;
}

/**
 * The count beside every facet value of a listing. Remembered per listing and price range while
 * `facet_version` stands (migration 007: any product's facets or price moving moves it).
 */
export async function listingFacets(
  db: Database,
  listing: Listing,
  filters: ListFilters,
  cache: DiscoveryCache,
): Promise<ListingFacets> {
  const key = [
    listing.category,
    listing.search ?? '',
    filters.minPrice ?? '',
    filters.maxPrice ?? '',
  ].join('\u0000');
  let grouped = cache.facets.get(key);
  if (grouped) {
    const current = await db.query<{ version: string }>(
      'SELECT version::text AS version FROM facet_version',
    );
    if (current.rows[0]?.version !== grouped.version) grouped = undefined;
  }
  if (!grouped) {
    grouped = await findGroups(db, listing, filters, cache);
    cache.facets.set(key, grouped);
  }
  return {
    counts: countFacets(grouped.groups, filters),
    match: grouped.match,
    search: grouped.search,
  };
}

/** One page of a narrowed or re-sorted listing, in the order asked. */
export async function filteredPage(
  db: Database,
  listing: Listing,
  match: Match,
  filters: ListFilters,
  sort: SortOrder,
  page: number,
): Promise<ProductRow[]> {
  return withMatch(db, match, async (q) => {
    const where = listingCondition(listing, match);
    const facets = facetCondition(filters, where.params.length + 1);
    const params = [...where.params, ...facets.params];
    // A misspelling keeps its best guesses first unless the shopper chose an order.
    const order =
      match === 'similar' && sort === 'newest'
        ? `word_similarity($${where.params.length}, p.name_lower) DESC, ${orderBy.newest}`
        : orderBy[sort];
    const result = await q.query<ProductRow>(
      `SELECT ${productColumns('p')} FROM products p
       WHERE ${where.sql} AND ${facets.sql}
       ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return result.rows;
  });
}

/** Most product suggestions the search box shows. */
export const suggestionLimit = 6;

/** What the search box suggests for a term. */
export interface Suggestions {
  /** Up to six products: names starting with the term first, then the most alike, then newest. */
  products: ProductRow[];
  /** Categories named like the term, then those of the suggested products. */
  categories: Category[];
  /** The term as searched: the shopper's, or its correction when nothing matched as typed. */
  term: string;
}

/** The words of the catalogue's names, at one `catalog_version`. */
interface Vocabulary {
  version: string;
  words: string[];
}

/** What one api process remembers of the catalogue's words. */
export interface VocabularyCache {
  current?: Vocabulary;
}

/**
 * The distinct words (letters only, three or more) of every product name. They move only with
 * `catalog_version` (names change it), so one process reads them once per version.
 */
async function vocabulary(db: Queryable, cache: VocabularyCache): Promise<string[]> {
  const version = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalog_version',
  );
  const current = version.rows[0]?.version ?? '';
  if (cache.current?.version === current) return cache.current.words;
  const result = await db.query<{ word: string }>(
    `SELECT DISTINCT w AS word FROM products, regexp_split_to_table(name_lower, '[^a-z]+') w
     WHERE length(w) >= 3`,
  );
  cache.current = { version: current, words: result.rows.map((row) => row.word) };
  return cache.current.words;
}

/**
 * The term with each misspelt word replaced by the catalogue's nearest word ("seurm" becomes
 * "serum": one swap), or undefined when no word needed or found a correction. A word that
 * starts a catalogue word is being typed, not misspelt. Damerau-Levenshtein distance: at most
 * 1 for words up to five letters, 2 beyond.
 */
export function correct(term: string, words: readonly string[]): string | undefined {
  let changed = false;
  const corrected = term.replace(/[a-z]{3,}/g, (word) => {
    if (words.some((known) => known.startsWith(word))) return word;
    const allowed = word.length <= 5 ? 1 : 2;
    let best: { word: string; steps: number } | undefined;
    for (const known of words) {
      if (Math.abs(known.length - word.length) > allowed) continue;
      const { steps } = levenshtein(word, known);
      if (steps <= allowed && (!best || steps < best.steps)) best = { word: known, steps };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected : undefined;
}

/** Candidates for a term: the newest names starting with it and the newest containing it. */
async function suggestionRows(q: Queryable, lower: string): Promise<ProductRow[]> {
  const escaped = escapeLike(lower);
  const result = await q.query<ProductRow>(
    `WITH candidates AS (
       (SELECT id FROM products WHERE name_lower LIKE $2
        ORDER BY created_at DESC, id DESC LIMIT 50)
       UNION
       (SELECT id FROM products WHERE name_lower LIKE $3
        ORDER BY created_at DESC, id DESC LIMIT 100)
     )
     SELECT ${productColumns('p')} FROM candidates c JOIN products p ON p.id = c.id
     ORDER BY starts_with(p.name_lower, $1) DESC, word_similarity($1, p.name_lower) DESC,
       p.created_at DESC, p.id DESC
     LIMIT ${suggestionLimit}`,
    [lower, `${escaped}%`, `%${escaped}%`],
  );
  return result.rows;
}

/**
 * The search box's suggestions: names starting with the term, then containing it, ranked by
 * the start, trigram word similarity and age; a term nothing contains is corrected word by word
 * against the catalogue's own words and tried again.
 */
export async function suggest(
  db: Database,
  term: string,
  cache: DiscoveryCache,
): Promise<Suggestions> {
  const typed = term.trim().toLowerCase().replace(/\s+/g, ' ');
  // Shoppers type the same first letters: a term's suggestions are remembered as ids while the
  // catalogue's names stand (catalog_version), and read again with their stock and price fresh.
  const remembered = cache.suggestions.get(typed);
  if (remembered) {
    const result = await db.query<ProductRow & { version: string }>(
      `SELECT v.version::text AS version, ${productColumns('p')}
       FROM catalog_version v LEFT JOIN products p ON p.id = ANY($1::uuid[])
       ORDER BY array_position($1::uuid[], p.id)`,
      [remembered.ids],
    );
    const rows = result.rows.filter((row) => row.id !== null);
    if (result.rows[0]?.version === remembered.version && rows.length === remembered.ids.length) {
      return suggestionsOf(remembered.term, rows);
    }
  }
  const version = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalog_version',
  );
  let lower = typed;
  let rows = await suggestionRows(db, lower);
  if (rows.length === 0) {
    const corrected = correct(lower, await vocabulary(db, cache.vocabulary));
    if (corrected) {
      lower = corrected;
      rows = await suggestionRows(db, lower);
    }
  }
  cache.suggestions.set(typed, {
    ids: rows.map((row) => row.id),
    term: lower,
    version: version.rows[0]?.version ?? '',
  });
  return suggestionsOf(lower, rows);
}

/** Suggestions for the term as searched: its products, and the categories it names or they hold. */
function suggestionsOf(term: string, rows: ProductRow[]): Suggestions {
  const named = categories.filter((category) => category.toLowerCase().includes(term));
  const ofProducts = rows.map((row) => row.category);
  return { products: rows, categories: [...new Set([...named, ...ofProducts])], term };
}
