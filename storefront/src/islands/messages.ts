/**
 * The words the islands (islands/parts.tsx, IslandMenuPanel.tsx) say: the server hands the page's
 * version of these alone to the islands entry (its data block), instead of the catalogue's whole
 * chunk (~9 KB gzip). A message an island uses must be listed here.
 */
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { categoryMessageId } from '../catalog/categories.ts';
import { menuLinks } from '../layout/menuLinks.ts';

export const islandMessageIds: readonly ShopMessageId[] = [
  'shop.cart.added',
  'shop.product.addToCart',
  'shop.wishlist.save',
  'shop.header.openMenu',
  'shop.menu.panel.title',
  'shop.menu.panel.close',
  'shop.menu.panel.login',
  'shop.language.name.en',
  'shop.language.name.ur',
  'shop.products.grid',
  'shop.products.search.label',
  'shop.search.placeholder',
  ...menuLinks.map((link) => link.label),
  ...Object.values(categoryMessageId),
];

/** The islands' messages out of a whole catalogue. */
export function islandMessagesOf(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    islandMessageIds.filter((id) => id in messages).map((id) => [id, messages[id]]),
  );
}
