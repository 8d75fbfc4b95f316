/** The menu of SPEC.md §2, in order; members also get Profile and My Orders. */
export const menuLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop' },
  { to: '/bundle', label: 'Bundles' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

export const memberLinks = [
  { to: '/profile', label: 'Profile' },
  { to: '/orders', label: 'My Orders' },
] as const;

/** One entry of the menu. */
export type MenuLink = (typeof menuLinks)[number] | (typeof memberLinks)[number];
