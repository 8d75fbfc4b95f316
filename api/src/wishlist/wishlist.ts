/**
 * A member's wishlist (DESIGN.md, Discovery): the products they keep for later, newest first.
 * A guest's list lives in their browser and is merged in at login: nothing lost, no duplicates.
 */
import type { Queryable } from '../db/index.ts';

/** Most products one wishlist holds: a merge beyond it keeps the newest. */
export const wishlistLimit = 200;

/** The product ids of a member's wishlist, newest first. */
export async function wishlistIds(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.query<{ product_id: string }>(
    `SELECT product_id FROM wishlist_items WHERE user_id = $1
     ORDER BY created_at DESC, product_id LIMIT ${wishlistLimit}`,
    [userId],
  );
  return result.rows.map((row) => row.product_id);
}

/**
 * Adds products to a member's wishlist, keeping any already there (and when they were added);
 * ids of products the catalogue no longer has are passed over. The first id becomes the newest.
 * Returns how many were new.
 */
export async function addToWishlist(
  db: Queryable,
  userId: string,
  productIds: readonly string[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO wishlist_items (user_id, product_id, created_at)
     SELECT $1, p.id, now() - (wanted.ord * interval '1 millisecond')
     FROM unnest($2::uuid[]) WITH ORDINALITY AS wanted(id, ord)
     JOIN products p ON p.id = wanted.id
     ON CONFLICT (user_id, product_id) DO NOTHING`,
    [userId, [...new Set(productIds)]],
  );
  await db.query(
    `DELETE FROM wishlist_items w WHERE w.user_id = $1 AND w.product_id NOT IN (
       SELECT product_id FROM wishlist_items WHERE user_id = $1
       ORDER BY created_at DESC, product_id LIMIT ${wishlistLimit}
     )`,
    [userId],
  );
  return result.rowCount ?? 0;
}

/** Takes products off a member's wishlist; answers how many were there. */
export async function removeFromWishlist(
  db: Queryable,
  userId: string,
  productIds: readonly string[],
): Promise<number> {
  const result = await db.query(
    'DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = ANY($2::uuid[])',
    [userId, productIds],
  );
  return result.rowCount;
}
