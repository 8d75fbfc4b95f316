/**
 * Discovery queries (DESIGN.md): a listing's facet counts, a narrowed or re-sorted listing page,
 * and the suggestions of the search box. The plain newest-first listing stays with
 * repository.ts, whose page and count shortcuts it keeps.
 */
import type { Database, Queryable } from '../db/index.ts';
import {
  countFacets,
  facetCondition,
  groupsInRange,
  orderBy,
  type FacetCounts,
  type ListFilters,
  type PricedSet,
  type SortOrder,
} from './facets.ts';
import levenshtein from 'damerau-levenshtein';
import { LruMap } from './listing-cache.ts';
import { categories, productColumns, type Category, type ProductRow } from './product.ts';
import {
  escapeLike,
  minSimilarSearch,
  pageSize,
  shapeVersionSql,
  similarityThreshold,
} from './repository.ts';
import { translationMatch } from './language.ts';
import type { Language } from './locale.ts';

/** The listing a shopper looks at, before facets narrow it. */
export interface Listing {
  /** A category, or `All` for every category but Bundle. */
  category: Category | 'All';
  /** The search term, if any. */
  search?: string | undefined;
  /**
   * The shopper's language: in Urdu a search also matches the Urdu names and descriptions.
   * @default 'en'
   */
  lang?: Language | undefined;
}

/**
 * How a listing's products are found: by name containing the term, or, when no name does, by
 * names most like it (a misspelling). `similar` needs pg_trgm's threshold set for the statement.
 */
type Match = 'contains' | 'similar';

/** The categories "All" lists: every one but Bundle. */
const shoppable = categories.filter((category) => category !== 'Bundle');

/** The WHERE of a listing (alias `p`) and its parameters. */
function listingCondition(listing: Listing, match: Match): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  // All as the categories it holds, not "<> 'Bundle'": the (category, facets) index can then
  // find a rare facet mix across them (PostgreSQL still proves the partial "All" indexes apply).
  params.push(listing.category === 'All' ? shoppable : [listing.category]);
  parts.push(`p.category = ANY($${params.length}::text[])`, 'p.published');
  if (listing.search) {
    if (match === 'contains') {
      params.push(`%${escapeLike(listing.search.toLowerCase())}%`);
      const like = `$${params.length}`;
      if (listing.lang && listing.lang !== 'en') {
        params.push(listing.lang, listing.search);
        const matched = translationMatch(
          'p.id',
          `$${params.length - 1}`,
          like,
          `$${params.length}`,
        );
        parts.push(`(p.name_lower LIKE ${like} OR ${matched})`);
      } else {
        parts.push(`p.name_lower LIKE ${like}`);
      }
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

/**
 * What facet counts are counted at: `facet_version` (any product's facets, price or category
 * moving) and `catalog_version` (names, so which products a search finds), as one string.
 */
const versionSql = `SELECT ${shapeVersionSql} AS version`;

/**
 * A listing's products by facet bit set, each set with its products' current prices, at one
 * version, and how its search matched. Every facet count, for any price range, follows.
 */
interface Shape {
  sets: PricedSet[];
  version: string;
  /** How the listing's products are found. */
  match: Match;
  /** The search term as searched (a misspelling corrected), if any. */
  search: string | undefined;
}

/** What one api process remembers for discovery: listing shapes, and the catalogue's words. */
export interface DiscoveryCache {
  /** Shapes per listing, each valid at its version. */
  shapes: LruMap<Shape>;
  /** Shapes being read, per listing: requests that arrive meanwhile wait for the same read. */
  reading: Map<string, Promise<Shape>>;
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

/**
 * An empty discovery memory. Shapes are weighed by the prices they hold (four bytes each): at
 * most about 16 MB of them; All at 100k products holds about 95,000.
 */
export const createDiscoveryCache = (): DiscoveryCache => ({
  shapes: new LruMap(
    4_000_000,
    (shape) => 100 + shape.sets.reduce((n, set) => n + set.prices.length, 0),
  ),
  reading: new Map(),
  vocabulary: {},
  suggestions: new LruMap(5000),
});

/**
 * Prices sent as 4-byte big-endian integers one after another, sorted ascending. Bytes instead
 * of an int array nearly halve reading All at 100k products (bench:api's "first request after a
 * change", p50 42 ms with an int array, 26 ms with bytes), and a typed array sorts faster than
 * the server's per-group sort.
 */
function pricesOf(bytes: Uint8Array): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const prices = new Int32Array(bytes.byteLength / 4);
  for (let i = 0; i < prices.length; i += 1) prices[i] = view.getInt32(i * 4);
  return prices.sort();
}

/**
 * One index-only pass over the listing's facet bits and prices (migrations 007 and 008), grouped
 * by bit set, with the version read in the same statement.
 */
async function readShape(q: Queryable, listing: Listing, match: Match): Promise<Shape> {
  const where = listingCondition(listing, match);
  const result = await q.query<{
    version: string;
    facets: number | null;
    prices: Uint8Array | null;
  }>(
    `SELECT v.version, g.facets, g.prices
     FROM (${versionSql}) v LEFT JOIN (
       SELECT p.facets, string_agg(int4send(p.price_now), ''::bytea) AS prices
       FROM products p WHERE ${where.sql}
       GROUP BY p.facets
     ) g ON true`,
    where.params,
  );
  const sets = result.rows
    .filter((row) => row.facets !== null && row.prices !== null)
    .map((row) => ({ facets: row.facets!, prices: pricesOf(row.prices!) }));
  return { sets, version: result.rows[0]?.version ?? '', match, search: listing.search };
}

/**
 * A listing's shape. A search nothing contains is matched by names most like it and, failing
 * that, corrected against the catalogue's own words ("seurm": serum).
 */
async function findShape(db: Database, listing: Listing, cache: DiscoveryCache): Promise<Shape> {
  const found = (shape: Shape) => shape.sets.length > 0;
  const contained = await readShape(db, listing, 'contains');
  if (found(contained) || !listing.search || listing.search.length < minSimilarSearch) {
    return contained;
  }
  const similar = await withMatch(db, 'similar', (q) => readShape(q, listing, 'similar'));
  if (found(similar)) return similar;
  // Too far for trigrams (a swap in a short word: "seurm"): the catalogue's nearest words.
  const corrected = correct(listing.search.toLowerCase(), await vocabulary(db, cache.vocabulary));
  if (!corrected) return similar;
  return readShape(db, { ...listing, search: corrected }, 'contains');
}

/** What a listing's facets say: every value's count, and how its search was matched. */
export interface ListingFacets {
  counts: FacetCounts;
  match: Match;
  /** The search as searched: a misspelling corrected, if it was. */
  search: string | undefined;
  /** The facet bit sets the listing holds. */
  held: number[];
}

/**
 * The count beside every facet value of a listing. Its shape is remembered per listing while
 * the version stands (migration 007: any product's facets or price moving moves it), so a
 * count, for any price range, is arithmetic over a few dozen sets.
 */
export async function listingFacets(
  db: Database,
  listing: Listing,
  filters: ListFilters,
  cache: DiscoveryCache,
): Promise<ListingFacets> {
  const key = shapeKey(listing);
  let shape = cache.shapes.get(key);
  if (shape) {
    const current = await db.query<{ version: string }>(versionSql);
    if (current.rows[0]?.version !== shape.version) shape = undefined;
  }
  if (!shape) {
    // After a change every listing is read again: shoppers arriving together share one read.
    let reading = cache.reading.get(key);
    if (!reading) {
      reading = findShape(db, listing, cache)
        .then((read) => {
          cache.shapes.set(key, read);
          return read;
        })
        .finally(() => cache.reading.delete(key));
      cache.reading.set(key, reading);
    }
    shape = await reading;
  }
  return facetsOf(shape, filters);
}

/** A listing's key among the remembered shapes; the language too (an Urdu search finds more). */
const shapeKey = (listing: Listing) =>
  `${listing.lang ?? 'en'}\u0000${listing.category}\u0000${listing.search ?? ''}`;

const facetsOf = (shape: Shape, filters: ListFilters): ListingFacets & { version: string } => ({
  counts: countFacets(groupsInRange(shape.sets, filters), filters),
  match: shape.match,
  search: shape.search,
  held: shape.sets.map((set) => set.facets),
  version: shape.version,
});

/**
 * A listing's facets from its remembered shape, not yet checked against the database: the
 * caller reads {@link shapeVersionSql} in the same statement as its page and keeps the answer
 * only when it equals `version` (else it asks {@link listingFacets}). A remembered listing is
 * then one statement, not a version check and then the page. Undefined when none is remembered.
 */
export function rememberedFacets(
  listing: Listing,
  filters: ListFilters,
  cache: DiscoveryCache,
): (ListingFacets & { version: string }) | undefined {
  const shape = cache.shapes.get(shapeKey(listing));
  return shape && facetsOf(shape, filters);
}

/**
 * One page of a narrowed or re-sorted listing, in the order asked, and the shape version
 * ({@link shapeVersionSql}) read by the same statement (undefined when the page is empty).
 */
export async function filteredPage(
  db: Database,
  listing: Listing,
  facets: Pick<ListingFacets, 'match' | 'held'>,
  filters: ListFilters,
  sort: SortOrder,
  page: number,
): Promise<{ rows: ProductRow[]; version: string | undefined }> {
  const { match, held } = facets;
  return withMatch(db, match, async (q) => {
    const where = listingCondition(listing, match);
    const narrowed = facetCondition(filters, where.params.length + 1, held);
    const params = [...where.params, ...narrowed.params];
    // A misspelling keeps its best guesses first unless the shopper chose an order.
    const order =
      match === 'similar' && sort === 'newest'
        ? `word_similarity($${where.params.length}, p.name_lower) DESC, ${orderBy.newest}`
        : orderBy[sort];
    // The version as a column (one InitPlan), not a join: the rows keep the order asked.
    const result = await q.query<ProductRow & { shape_version: string }>(
      `SELECT ${shapeVersionSql} AS shape_version, ${productColumns('p')} FROM products p
       WHERE ${where.sql} AND ${narrowed.sql}
       ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return { rows: result.rows, version: result.rows[0]?.shape_version };
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
     WHERE published AND length(w) >= 3`,
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

/**
 * Candidates for a term: the newest names starting with it and the newest containing it; in
 * another language than English also the newest whose translation matches it, ranked by the
 * translated name.
 */
async function suggestionRows(q: Queryable, lower: string, lang: Language): Promise<ProductRow[]> {
  const escaped = escapeLike(lower);
  if (lang === 'en') {
    const result = await q.query<ProductRow>(
      `WITH candidates AS (
         (SELECT id FROM products WHERE published AND name_lower LIKE $2
          ORDER BY created_at DESC, id DESC LIMIT 50)
         UNION
         (SELECT id FROM products WHERE published AND name_lower LIKE $3
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
  const result = await q.query<ProductRow>(
    `WITH candidates AS (
       (SELECT id FROM products WHERE published AND name_lower LIKE $2
        ORDER BY created_at DESC, id DESC LIMIT 50)
       UNION
       (SELECT id FROM products WHERE published AND name_lower LIKE $3
        ORDER BY created_at DESC, id DESC LIMIT 100)
       UNION
       (SELECT id FROM products WHERE published AND ${translationMatch('id', '$4', '$3', '$1')}
        ORDER BY created_at DESC, id DESC LIMIT 100)
     )
     SELECT ${productColumns('p')} FROM candidates c JOIN products p ON p.id = c.id
     LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = $4
     ORDER BY starts_with(coalesce(nullif(lower(t.name), ''), p.name_lower), $1) DESC,
       word_similarity($1, coalesce(nullif(lower(t.name), ''), p.name_lower)) DESC,
       p.created_at DESC, p.id DESC
     LIMIT ${suggestionLimit}`,
    [lower, `${escaped}%`, `%${escaped}%`, lang],
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
  lang: Language = 'en',
): Promise<Suggestions> {
  const typed = term.trim().toLowerCase().replace(/\s+/g, ' ');
  // Remembered per language: an Urdu term suggests what its translations match.
  const key = `${lang}\u0000${typed}`;
  // Shoppers type the same first letters: a term's suggestions are remembered as ids while the
  // catalogue's names stand (catalog_version), and read again with their stock and price fresh.
  const remembered = cache.suggestions.get(key);
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
  let rows = await suggestionRows(db, lower, lang);
  if (rows.length === 0) {
    const corrected = correct(lower, await vocabulary(db, cache.vocabulary));
    if (corrected) {
      lower = corrected;
      rows = await suggestionRows(db, lower, lang);
    }
  }
  cache.suggestions.set(key, {
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
