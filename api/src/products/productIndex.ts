/**
 * The whole catalogue as a list of ids with their last change, for the storefront's sitemap
 * (through the gateway's `productIndex`): a slice by offset, in a stable order the primary key
 * serves, with the total so a sitemap knows how many files it needs.
 */
import type { Queryable } from '../db/index.ts';

/** One product of the index. */
export interface ProductIndexEntry {
  id: string;
  /** ISO 8601: when the product last changed (its creation, as products carry no edit time). */
  updatedAt: string;
}

/** The most a slice holds: a sitemap file's limit. */
export const PRODUCT_INDEX_MAX = 50_000;

/** `limit` products from `offset`, ordered by id, and how many there are in all. */
export async function productIndex(
  db: Queryable,
  offset: number,
  limit: number,
): Promise<{ total: number; productIndex: ProductIndexEntry[] }> {
  const [{ rows: counted }, { rows }] = [
    await db.query<{ total: string }>('SELECT count(*) AS total FROM products WHERE published'),
    await db.query<{ id: string; created_at: Date | string }>(
      'SELECT id, created_at FROM products WHERE published ORDER BY id LIMIT $1 OFFSET $2',
      [limit, offset],
    ),
  ];
  return {
    total: Number(counted[0]?.total ?? 0),
    productIndex: rows.map((row) => ({
      id: row.id,
      updatedAt: new Date(row.created_at).toISOString(),
    })),
  };
}
