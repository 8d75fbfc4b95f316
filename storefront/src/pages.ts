/**
 * Where each page's code comes from, keyed by the first segment of the paths it is shown at
 * ('' is the home page). routes.tsx builds its lazy pages on these loaders; boot.ts calls the one
 * for the address a visit starts at, so the page's code downloads alongside the app's instead of
 * after it (saving a round trip before the page can show).
 */
export const pageLoaders = {
  '': () => import('./home/HomePage.tsx'),
  products: () => import('./products/ProductsPage.tsx'),
  bundle: () => import('./bundle/BundlePage.tsx'),
  selectedItem: () => import('./product-detail/ProductDetailPage.tsx'),
  cart: () => import('./cart/CartPage.tsx'),
  checkout: () => import('./checkout/CheckoutPage.tsx'),
  orders: () => import('./orders/OrdersPage.tsx'),
  signup: () => import('./auth/SignupPage.tsx'),
  login: () => import('./auth/LoginPage.tsx'),
  forget: () => import('./password-reset/ForgotPasswordPage.tsx'),
  otp: () => import('./password-reset/OtpPage.tsx'),
  reset: () => import('./password-reset/ResetPasswordPage.tsx'),
  profile: () => import('./profile/ProfilePage.tsx'),
  'privacy-policy': () => import('./legal/PrivacyPolicyPage.tsx'),
  terms: () => import('./legal/TermsPage.tsx'),
  contact: () => import('./contact/ContactPage.tsx'),
  about: () => import('./about/AboutPage.tsx'),
};

/** The first segment of a path: '' for '/', 'selectedItem' for '/selectedItem/42'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** Starts loading the code of the page shown at `pathname`, if it has one of its own. */
export function preloadPageFor(pathname: string): void {
  const segment = firstSegment(pathname);
  if (!Object.hasOwn(pageLoaders, segment)) return;
  // A failure here is not the visit's: the route loads the page itself and reports it then.
  pageLoaders[segment as keyof typeof pageLoaders]().catch(() => undefined);
}
