import type { Database, Queryable } from '../db/index.ts';
import {
  type BundleItem,
  type Category,
  type Product,
  type ProductRow,
  imageOf,
  productColumns,
  toProduct,
} from './product.ts';
import type { ListingCache, PageBoundaries, SearchCount } from './listing-cache.ts';
import { translationMatch } from './language.ts';
import type { Language } from './locale.ts';

/** Products per listing page. */
export const pageSize = 15;

/** What a listing asks for. */
export interface ListQuery {
  /** A category, or `All` for every category but Bundle. */
  category: Category | 'All';
  /** 1-based page. */
  page: number;
  /** Case-insensitive substring of the name; names like it when no name contains it. */
  search?: string | undefined;
  /**
   * The shopper's language: in Urdu a search also matches the Urdu names and descriptions.
   * @default 'en'
   */
  lang?: Language | undefined;
}

/** One page of a listing. */
export interface ProductPage {
  /** The page's products, newest first. */
  productData: Product[];
  /** The page asked for. */
  page: number;
  /** How many pages the listing has (at least 1). */
  totalPages: number;
}

/** Escapes LIKE's wildcards so a search for "50%" finds the text "50%". */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (match) => `\\${match}`);

/** `rows` grouped by `keyOf`, each turned into `valueOf`, in their order within each group. */
export function groupBy<Row, Key, Value>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  valueOf: (row: Row) => Value,
): Map<Key, Value[]> {
  const groups = new Map<Key, Value[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return groups;
}

/** Attaches bundle contents to the bundles among `rows`. */
export async function withBundles(db: Queryable, rows: ProductRow[]): Promise<Product[]> {
  const bundleIds = rows.filter((row) => row.category === 'Bundle').map((row) => row.id);
  let contents = new Map<string, BundleItem[]>();
  if (bundleIds.length > 0) {
    const items = await db.query<{
      bundle_id: string;
      id: string;
      name: string;
      quantity: number;
      image_file: string;
      image_name: string;
    }>(
      `SELECT b.bundle_id, p.id, p.name, b.quantity, p.image_file, p.image_name
       FROM bundle_items b JOIN products p ON p.id = b.product_id
       WHERE b.bundle_id = ANY($1::uuid[]) ORDER BY p.name`,
      [bundleIds],
    );
    contents = groupBy(
      items.rows,
      (item) => item.bundle_id,
      (item): BundleItem => ({
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        image: imageOf(item.image_file, item.image_name || item.name),
      }),
    );
  }
  return rows.map((row) =>
    toProduct(row, row.category === 'Bundle' ? (contents.get(row.id) ?? []) : undefined),
  );
}

/**
 * Most rows a search page may expect to read walking the newest-first index before the whole
 * match set through the trigram index is the cheaper way (both cost about a row each).
 */
const walkLimit = 4000;

/** A computed page: its rows, its page count and the catalogue version both hold for. */
interface ComputedPage {
  rows: ProductRow[];
  totalPages: number;
  /** Undefined when the rows and the count may come from two versions: not remembered. */
  version: string | undefined;
}

/** How many pages `count` products fill (at least 1). */
export const pagesOf = (count: number) => Math.max(1, Math.ceil(count / pageSize));

/**
 * One listing page, newest first, with the page count. With a `cache`, a page already built at
 * the current catalogue version is read again by its ids (its stock and ratings fresh), and a
 * frequent search term's pages are read from the newest end of the listing once its matches
 * were counted. Whatever moves a listing (products added, removed, renamed, recategorised)
 * moves `catalog_version` (migration 006), and nothing remembered outlives it.
 */
export async function listProducts(
  db: Database,
  query: ListQuery,
  cache?: ListingCache,
): Promise<ProductPage> {
  const known = cache && (await rememberedPage(db, query, cache));
  if (known) return known.page;
  const computed = await computePage(db, query, cache);
  if (computed.version !== undefined) {
    cache?.pages.set(pageKey(query), {
      ids: computed.rows.map((row) => row.id),
      totalPages: computed.totalPages,
      version: computed.version,
    });
  }
  return {
    productData: await withBundles(db, computed.rows),
    page: query.page,
    totalPages: computed.totalPages,
  };
}

/** A page's key among the remembered pages; the language too (an Urdu search finds more). */
const pageKey = (query: ListQuery) =>
  `${query.lang ?? 'en'}\u0000${query.category}\u0000${query.page}\u0000${query.search ?? ''}`;

/**
 * What a listing's facet counts are counted at (discovery.ts): `facet_version` and
 * `catalog_version` as one string. A remembered page reads it in its own statement, so a
 * remembered listing needs no separate version check.
 */
export const shapeVersionSql = `(SELECT version FROM facet_version)::text || '.' ||
  (SELECT version FROM catalog_version)::text`;

/**
 * A page already built at the current catalogue version, read again by its ids (its stock and
 * ratings fresh), with the listing's shape version ({@link shapeVersionSql}) read by the same
 * statement; undefined when none is remembered or the catalogue has moved on.
 */
export async function rememberedPage(
  db: Queryable,
  query: ListQuery,
  cache: ListingCache,
): Promise<{ page: ProductPage; shapeVersion: string } | undefined> {
  const remembered = cache.pages.get(pageKey(query));
  if (!remembered) return undefined;
  const result = await db.query<ProductRow & { version: string; shape_version: string }>(
    `SELECT v.version::text AS version, ${shapeVersionSql} AS shape_version, ${productColumns('p')}
     FROM catalog_version v LEFT JOIN products p ON p.id = ANY($1::uuid[])
     ORDER BY array_position($1::uuid[], p.id)`,
    [remembered.ids],
  );
  const [first] = result.rows;
  if (first?.version !== remembered.version) return undefined;
  const rows = result.rows.filter((row) => row.id !== null);
  if (rows.length !== remembered.ids.length) return undefined;
  return {
    page: {
      productData: await withBundles(db, rows),
      page: query.page,
      totalPages: remembered.totalPages,
    },
    shapeVersion: first.shape_version,
  };
}

async function computePage(
  db: Database,
  query: ListQuery,
  cache: ListingCache | undefined,
): Promise<ComputedPage> {
  const searchCounts = cache?.counts;
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.category === 'All') {
    conditions.push(`category <> 'Bundle'`);
  } else {
    params.push(query.category);
    conditions.push(`category = $${params.length}`);
  }
  const listing = conditions.join(' AND ');
  // Only published products are listed (product_counts counts only those, migration 011).
  const shown = `${listing} AND published`;
  const offset = (query.page - 1) * pageSize;

  if (query.search) {
    const lang = query.lang ?? 'en';
    const key = `${lang}\u0000${query.category}\u0000${query.search}`;
    const known = searchCounts?.get(key);
    // Matches are spread through the listing about evenly: reaching this page's end from the
    // newest product means reading about (offset + a page) × listed / matches rows.
    // The walk tests English names only, so it serves English searches only.
    if (
      lang === 'en' &&
      known &&
      known.matches > 0 &&
      (offset + pageSize) * known.listed <= walkLimit * known.matches
    ) {
      const walked = await walkedSearchPage(db, shown, params, query.search, offset);
      if (walked.version === known.version) {
        return { ...walked, totalPages: pagesOf(known.matches) };
      }
    }
    const likeParams = [...params, `%${escapeLike(query.search)}%`];
    const like = `lower($${likeParams.length})`;
    let where = `${shown} AND name_lower LIKE ${like}`;
    if (lang !== 'en') {
      likeParams.push(lang, query.search);
      const matched = translationMatch(
        'id',
        `$${likeParams.length - 1}`,
        like,
        `$${likeParams.length}`,
      );
      where = `${shown} AND (name_lower LIKE ${like} OR ${matched})`;
    }
    const { page, count } = await searchPage(db, where, listing, likeParams, offset);
    searchCounts?.set(key, count);
    // Nothing contains the term: a misspelling ("serim") gets the names most like it instead.
    if (count.matches > 0 || query.search.length < minSimilarSearch) return page;
    return similarPage(db, query.category, query.search, offset);
  }

  // Kept exact by triggers (migration 001), so a page never counts a whole category.
  const listedSql = `SELECT coalesce(sum(n), 0)::int AS n FROM product_counts WHERE ${listing}`;

  // Deep in a listing, a page is sought from where the page before it ends, so its cost does
  // not grow with its number (an offset skips every entry before it); near the start an offset
  // over the index is as cheap and needs no boundaries.
  if (cache && offset >= cache.seekFrom) {
    const sought = await soughtPage(db, query, { shown, listedSql, params }, cache);
    if (sought) return sought;
  }

  const counted = await db.query<{ n: number }>(listedSql, params);
  const total = counted.rows[0]?.n ?? 0;
  const totalPages = pagesOf(total);
  if (offset >= total) return { rows: [], totalPages, version: undefined };

  // Past the middle, walk the index from the oldest end: a page near the end then skips
  // few entries instead of nearly all of them.
  const fromOldest = offset > total / 2;
  const limit = fromOldest ? Math.min(pageSize, total - offset) : pageSize;
  const skip = fromOldest ? total - offset - limit : offset;
  const direction = fromOldest ? 'ASC' : 'DESC';

  // The ids come from the index alone (an index-only scan skips the offset cheaply); only
  // the page's own rows are then read in full. The count and version come along in the same
  // snapshot, so the page is remembered only when it agrees with the count it was planned by.
  const result = await db.query<ProductRow & { version: string; listed: number }>(
    `WITH page AS (
       SELECT id, created_at FROM products WHERE ${shown}
       ORDER BY created_at ${direction}, id ${direction} LIMIT ${limit} OFFSET ${skip}
     )
     SELECT v.version::text AS version, (${listedSql}) AS listed, ${productColumns('p')}
     FROM catalog_version v LEFT JOIN (page JOIN products p ON p.id = page.id) ON true
     ORDER BY page.created_at DESC, page.id DESC`,
    params,
  );
  const first = result.rows[0];
  return {
    rows: result.rows.filter((row) => row.id !== null),
    totalPages,
    version: first?.listed === total ? first.version : undefined,
  };
}

/** A listing without a search: its WHERE (published products only), its count and parameters. */
interface PlainListing {
  shown: string;
  listedSql: string;
  params: unknown[];
}

/**
 * Where every page of a listing ends, read in one index-only pass (migration 019) with the
 * catalogue version and the listing's count of the same snapshot. Read once per version and
 * process (shoppers arriving meanwhile share the read), like the pages remembered by id.
 */
async function pageBoundaries(
  db: Queryable,
  key: string,
  listing: PlainListing,
  cache: ListingCache,
): Promise<PageBoundaries> {
  const known = cache.boundaries.get(key);
  if (known) return known;
  let reading = cache.reading.get(key);
  if (!reading) {
    reading = db
      .query<{ version: string; listed: number; created_at: string[]; ids: string[] }>(
        `WITH ranked AS (
           SELECT created_at, id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS n
           FROM products WHERE ${listing.shown}
         )
         SELECT v.version::text AS version, (${listing.listedSql}) AS listed, b.created_at, b.ids
         FROM catalog_version v CROSS JOIN (
           SELECT coalesce(array_agg(created_at::text ORDER BY n), '{}') AS created_at,
             coalesce(array_agg(id::text ORDER BY n), '{}') AS ids
           FROM ranked WHERE n % ${pageSize} = 0
         ) b`,
        listing.params,
      )
      .then(({ rows: [row] }) => {
        const read: PageBoundaries = {
          createdAt: row?.created_at ?? [],
          ids: row?.ids ?? [],
          listed: row?.listed ?? 0,
          version: row?.version ?? '',
        };
        cache.boundaries.set(key, read);
        return read;
      })
      .finally(() => cache.reading.delete(key));
    cache.reading.set(key, reading);
  }
  return reading;
}

/**
 * A page of a listing without a search, sought through the newest-first index from the end of
 * the page before it: a few index entries read whatever the page's number. The boundaries'
 * count is the page count: the same `catalog_version` means the same products listed (whatever
 * moves product_counts moves it). Undefined when the boundaries are of another version than the
 * page (they are then read again next time) or do not reach this page (past the end); the
 * caller then counts its way there instead.
 */
async function soughtPage(
  db: Queryable,
  query: ListQuery,
  listing: PlainListing,
  cache: ListingCache,
): Promise<ComputedPage | undefined> {
  const key = query.category;
  const boundaries = await pageBoundaries(db, key, listing, cache);
  const before = query.page - 2;
  const createdAt = boundaries.createdAt[before];
  const id = boundaries.ids[before];
  if (createdAt === undefined || id === undefined) return undefined;
  const params = [...listing.params, createdAt, id];
  const result = await db.query<ProductRow & { version: string; listed: number }>(
    `WITH page AS (
       SELECT id, created_at FROM products
       WHERE ${listing.shown}
         AND (created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)
       ORDER BY created_at DESC, id DESC LIMIT ${pageSize}
     )
     SELECT v.version::text AS version, (${listing.listedSql}) AS listed, ${productColumns('p')}
     FROM catalog_version v LEFT JOIN (page JOIN products p ON p.id = page.id) ON true
     ORDER BY page.created_at DESC, page.id DESC`,
    params,
  );
  const first = result.rows[0];
  if (first?.version !== boundaries.version || first.listed !== boundaries.listed) {
    cache.boundaries.delete(key);
    return undefined;
  }
  return {
    rows: result.rows.filter((row) => row.id !== null),
    totalPages: pagesOf(boundaries.listed),
    version: first.version,
  };
}

/**
 * A search page and its count in one statement, with the listing's size and the catalogue
 * version they were counted at. The matches are gathered once through the trigram index and
 * then counted and sorted; left to itself the planner may instead walk the newest-first index
 * testing every name, which for a rare term reads the whole catalogue.
 */
async function searchPage(
  db: Queryable,
  where: string,
  listing: string,
  params: unknown[],
  offset: number,
): Promise<{ page: ComputedPage; count: SearchCount }> {
  const result = await db.query<ProductRow & { total: number; listed: number; version: string }>(
    `WITH matches AS MATERIALIZED (
       SELECT id, created_at FROM products WHERE ${where}
     ), page AS (
       SELECT id, created_at FROM matches
       ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${offset}
     )
     SELECT counted.total, v.version::text AS version,
       (SELECT coalesce(sum(n), 0)::int FROM product_counts WHERE ${listing}) AS listed,
       ${productColumns('p')}
     FROM (SELECT count(*)::int AS total FROM matches) counted
     CROSS JOIN catalog_version v
     LEFT JOIN (page JOIN products p ON p.id = page.id) ON true
     ORDER BY page.created_at DESC, page.id DESC`,
    params,
  );
  const first = result.rows[0];
  const total = first?.total ?? 0;
  const version = first?.version ?? '';
  return {
    page: {
      rows: result.rows.filter((row) => row.id !== null),
      totalPages: pagesOf(total),
      version,
    },
    count: { matches: total, listed: first?.listed ?? 0, version },
  };
}

/**
 * A page of a frequent search read from the newest end of the listing's own index, testing
 * names as it goes (`strpos`, an exact substring test the trigram index cannot serve, so the
 * planner walks the newest-first index). The caller trusts it only at the version its count
 * was taken at.
 */
async function walkedSearchPage(
  db: Queryable,
  listing: string,
  params: unknown[],
  search: string,
  offset: number,
): Promise<{ rows: ProductRow[]; version: string | undefined }> {
  const walkParams = [...params, search, offset];
  const term = `$${walkParams.length - 1}`;
  const result = await db.query<ProductRow & { version: string }>(
    `SELECT v.version::text AS version, page.*
     FROM catalog_version v
     LEFT JOIN LATERAL (
       SELECT ${productColumns('p')} FROM products p
       WHERE ${listing} AND strpos(p.name_lower, lower(${term})) > 0
       ORDER BY p.created_at DESC, p.id DESC LIMIT ${pageSize} OFFSET $${walkParams.length}
     ) page ON true
     ORDER BY page.created_at DESC, page.id DESC`,
    walkParams,
  );
  return {
    rows: result.rows.filter((row) => row.id !== null),
    version: result.rows[0]?.version,
  };
}

/** Shortest term worth a similarity search: trigram similarity means little below three letters. */
export const minSimilarSearch = 3;

/**
 * How close a name must come to a misspelt term: pg_trgm's word similarity (shared trigrams of
 * the term and the best-matching stretch of the name) of at least this. "serim" scores 0.5
 * against "serum"; 0.4 lets one wrong letter through in a short word, two in a longer one.
 */
export const similarityThreshold = 0.4;

/**
 * The names most like `term` by pg_trgm word similarity, best first (newest first among equals),
 * through the same trigram index as the substring search (its `<%` operator).
 */
async function similarPage(
  db: Database,
  category: ListQuery['category'],
  term: string,
  offset: number,
): Promise<ComputedPage> {
  const result = await db.transaction(async (tx) => {
    // The `<%` operator reads its threshold from this setting, so it is set for this statement.
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(similarityThreshold),
    ]);
    return tx.query<ProductRow & { total: number; version: string }>(
      `WITH matches AS MATERIALIZED (
         SELECT id, created_at, word_similarity(lower($1), name_lower) AS score
         FROM products
         WHERE lower($1) <% name_lower AND published AND ${category === 'All' ? `category <> 'Bundle'` : 'category = $2'}
       ), page AS (
         SELECT id, created_at, score FROM matches
         ORDER BY score DESC, created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${offset}
       )
       SELECT counted.total, v.version::text AS version, ${productColumns('p')}
       FROM (SELECT count(*)::int AS total FROM matches) counted
       CROSS JOIN catalog_version v
       LEFT JOIN (page JOIN products p ON p.id = page.id) ON true
       ORDER BY page.score DESC, page.created_at DESC, page.id DESC`,
      category === 'All' ? [term] : [term, category],
    );
  });
  const first = result.rows[0];
  return {
    rows: result.rows.filter((row) => row.id !== null),
    totalPages: pagesOf(first?.total ?? 0),
    version: first?.version,
  };
}

/** One published product by id, or undefined (an unpublished one is not in the shop). */
export async function findProduct(db: Queryable, id: string): Promise<Product | undefined> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns('p')} FROM products p WHERE p.id = $1 AND p.published`,
    [id],
  );
  const [product] = await withBundles(db, rows.rows);
  return product;
}

/**
 * The published products among `ids`, in the order asked; unknown or unpublished ids are left out. One query for the
 * products (plus one for bundle contents when a bundle is among them), whatever the count.
 */
export async function findProducts(db: Queryable, ids: readonly string[]): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns('p')} FROM products p WHERE p.id = ANY($1::uuid[]) AND p.published
     ORDER BY array_position($1::uuid[], p.id)`,
    [ids],
  );
  return withBundles(db, rows.rows);
}

/** The newest products flagged latest. */
export async function latestProducts(db: Queryable, limit = 12): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns('p')} FROM products p WHERE p.latest AND p.published
     ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
    [limit],
  );
  return withBundles(db, rows.rows);
}
