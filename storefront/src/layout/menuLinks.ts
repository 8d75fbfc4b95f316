/**
 * The menu of SPEC.md §2, in order; members also get Profile and My Orders. Each `label` is the
 * id of its words in the catalogues (`messages/en.json`: "Home", "Shop"...).
 */
export const menuLinks = [
  { to: '/', label: 'shop.menu.home' },
  { to: '/products', label: 'shop.menu.shop' },
  { to: '/bundle', label: 'shop.menu.bundles' },
  { to: '/about', label: 'shop.menu.about' },
  { to: '/contact', label: 'shop.menu.contact' },
] as const;

export const memberLinks = [
  { to: '/profile', label: 'shop.menu.profile' },
  { to: '/orders', label: 'shop.menu.orders' },
] as const;

/** One entry of the menu. */
export type MenuLink = (typeof menuLinks)[number] | (typeof memberLinks)[number];
