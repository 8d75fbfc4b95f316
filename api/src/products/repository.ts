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
import type { SearchCount, SearchCounts } from './search-counts.ts';

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

/** Attaches bundle contents to the bundles among `rows`. */
async function withBundles(db: Queryable, rows: ProductRow[]): Promise<Product[]> {
  const bundleIds = rows.filter((row) => row.category === 'Bundle').map((row) => row.id);
  const contents = new Map<string, BundleItem[]>();
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
    for (const item of items.rows) {
      const list = contents.get(item.bundle_id) ?? [];
      list.push({
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        image: imageOf(item.image_file, item.image_name || item.name),
      });
      contents.set(item.bundle_id, list);
    }
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

/**
 * One listing page, newest first, with the page count. `searchCounts` remembers how many
 * products a search matched, so a frequent term's page can be read from the newest end of the
 * listing instead of gathering and counting every match again.
 */
export async function listProducts(
  db: Database,
  query: ListQuery,
  searchCounts?: SearchCounts,
): Promise<ProductPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.category === 'All') {
    conditions.push(`category <> 'Bundle'`);
  } else {
    params.push(query.category);
    conditions.push(`category = $${params.length}`);
  }
  const listing = conditions.join(' AND ');
  const offset = (query.page - 1) * pageSize;

  if (query.search) {
    const key = `${query.category}\u0000${query.search}`;
    const known = searchCounts?.get(key);
    // Matches are spread through the listing about evenly: reaching this page's end from the
    // newest product means reading about (offset + a page) × listed / matches rows.
    if (
      known &&
      known.matches > 0 &&
      (offset + pageSize) * known.listed <= walkLimit * known.matches
    ) {
      const walked = await walkedSearchPage(
        db,
        listing,
        params,
        query.search,
        offset,
        known.version,
      );
      if (walked) {
        return {
          productData: walked,
          page: query.page,
          totalPages: Math.max(1, Math.ceil(known.matches / pageSize)),
        };
      }
    }
    const likeParams = [...params, `%${escapeLike(query.search)}%`];
    const where = `${listing} AND name_lower LIKE lower($${likeParams.length})`;
    const { found, count } = await searchPage(db, where, listing, likeParams, query.page, offset);
    searchCounts?.set(key, count);
    // Nothing contains the term: a misspelling ("serim") gets the names most like it instead.
    if (count.matches > 0 || query.search.length < minSimilarSearch) return found;
    return similarPage(db, query.category, query.search, query.page);
  }
  const where = listing;

  // Kept exact by triggers (migration 001), so a page never counts a whole category.
  const counted = await db.query<{ n: number }>(
    query.category === 'All'
      ? `SELECT coalesce(sum(n), 0)::int AS n FROM product_counts WHERE category <> 'Bundle'`
      : `SELECT n FROM product_counts WHERE category = $1`,
    query.category === 'All' ? [] : [query.category],
  );
  const total = counted.rows[0]?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (offset >= total) return { productData: [], page: query.page, totalPages };

  // Past the middle, walk the index from the oldest end: a page near the end then skips
  // few entries instead of nearly all of them.
  const fromOldest = offset > total / 2;
  const limit = fromOldest ? Math.min(pageSize, total - offset) : pageSize;
  const skip = fromOldest ? total - offset - limit : offset;
  const direction = fromOldest ? 'ASC' : 'DESC';

  // The ids come from the index alone (an index-only scan skips the offset cheaply); only
  // the page's own rows are then read in full.
  const rows = await db.query<ProductRow>(
    `WITH page AS (
       SELECT id, created_at FROM products WHERE ${where}
       ORDER BY created_at ${direction}, id ${direction} LIMIT ${limit} OFFSET ${skip}
     )
     SELECT ${productColumns('p')} FROM page JOIN products p ON p.id = page.id
     ORDER BY page.created_at DESC, page.id DESC`,
    params,
  );
  return { productData: await withBundles(db, rows.rows), page: query.page, totalPages };
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
  page: number,
  offset: number,
): Promise<{ found: ProductPage; count: SearchCount }> {
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
  const rows = result.rows.filter((row) => row.id !== null);
  const found = {
    productData: await withBundles(db, rows),
    page,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
  return {
    found,
    count: { matches: total, listed: first?.listed ?? 0, version: first?.version ?? '' },
  };
}

/**
 * A page of a frequent search read from the newest end of the listing's own index, testing
 * names as it goes (`strpos`, an exact substring test the trigram index cannot serve, so the
 * planner walks the newest-first index). Undefined when the catalogue has changed since the
 * count was taken: the caller then counts again.
 */
async function walkedSearchPage(
  db: Queryable,
  listing: string,
  params: unknown[],
  search: string,
  offset: number,
  version: string,
): Promise<Product[] | undefined> {
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
  if (result.rows[0]?.version !== version) return undefined;
  return withBundles(
    db,
    result.rows.filter((row) => row.id !== null),
  );
}

/** Shortest term worth a similarity search: trigram similarity means little below three letters. */
const minSimilarSearch = 3;

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
  page: number,
): Promise<ProductPage> {
  const offset = (page - 1) * pageSize;
  const result = await db.transaction(async (tx) => {
    // The `<%` operator reads its threshold from this setting, so it is set for this statement.
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(similarityThreshold),
    ]);
    return tx.query<ProductRow & { total: number }>(
      `WITH matches AS MATERIALIZED (
         SELECT id, created_at, word_similarity(lower($1), name_lower) AS score
         FROM products
         WHERE lower($1) <% name_lower AND ${category === 'All' ? `category <> 'Bundle'` : 'category = $2'}
       ), page AS (
         SELECT id, created_at, score FROM matches
         ORDER BY score DESC, created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${offset}
       )
       SELECT counted.total, ${productColumns('p')}
       FROM (SELECT count(*)::int AS total FROM matches) counted
       LEFT JOIN (page JOIN products p ON p.id = page.id) ON true
       ORDER BY page.score DESC, page.created_at DESC, page.id DESC`,
      category === 'All' ? [term] : [term, category],
    );
  });
  const total = result.rows[0]?.total ?? 0;
  const rows = result.rows.filter((row) => row.id !== null);
  return {
    productData: await withBundles(db, rows),
    page,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** One product by id, or undefined. */
export async function findProduct(db: Queryable, id: string): Promise<Product | undefined> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns('p')} FROM products p WHERE p.id = $1`,
    [id],
  );
  const [product] = await withBundles(db, rows.rows);
  return product;
}

/**
 * The products among `ids`, in the order asked; unknown ids are left out. One query for the
 * products (plus one for bundle contents when a bundle is among them), whatever the count.
 */
export async function findProducts(db: Queryable, ids: readonly string[]): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns('p')} FROM products p WHERE p.id = ANY($1::uuid[])
     ORDER BY array_position($1::uuid[], p.id)`,
    [ids],
  );
  return withBundles(db, rows.rows);
}

/** The newest products flagged latest. */
export async function latestProducts(db: Queryable, limit = 12): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${productColumns('p')} FROM products p WHERE p.latest
     ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
    [limit],
  );
  return withBundles(db, rows.rows);
}
