/**
 * The CDN tags of a rendered page (`Surrogate-Key` / `Cache-Tag`, storefront/server/page-cache.ts):
 * every product the page's data held and every category named by those products or by the
 * address, read from the Apollo cache the page rendered with, so nothing has to remember them.
 */
import type { NormalizedCacheObject } from '@apollo/client';

/**
 * A tag's characters: lower-case letters, digits and `-`, which every CDN takes unquoted; the
 * enum `BODY_CARE` and the address's `Body Care` are one tag, `body-care`.
 */
const tagPart = (value: string) => value.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

/** `product-<id>` for each product and `category-<name>` for each category, sorted, no repeats. */
export function cacheTagsOf(cache: NormalizedCacheObject, url: URL): string[] {
  const tags = new Set<string>();
  for (const [id, entry] of Object.entries(cache)) {
    if (!id.startsWith('Product:')) continue;
    tags.add(`product-${tagPart(id.slice('Product:'.length))}`);
    const category = (entry as { category?: unknown } | undefined)?.category;
    if (typeof category === 'string') tags.add(`category-${tagPart(category)}`);
  }
  const named = url.searchParams.get('category');
  if (named) tags.add(`category-${tagPart(named)}`);
  return [...tags].sort();
}
