/**
 * Every route of the shop (SPEC.md §2), in one place. Pages load lazily so the first visit
 * downloads only the frame and the page it opens. Each route's `handle.page` is its lazy page:
 * the server loads it (and runs its `preload`) before rendering, and the browser loads it
 * before hydrating, so neither shows the loader for the first page.
 *
 * The router runs in declarative mode (a `<BrowserRouter>` or `<MemoryRouter>` around
 * `<AppRoutes />`): the shop uses no loaders, actions or other data-router features, and
 * leaving them out keeps ~16 KB gzip of react-router off the first visit.
 *
 * The same table serves both languages: an Urdu page's router has the basename `/ur`
 * ({@link routerBasename}), so `/ur/cart` is the cart, and every `<Link to="/cart">` and
 * `navigate('/cart')` inside it stays in Urdu. An address whose first segment names no language
 * of the shop (`/fr/products`) is no route: the catch-all's 404.
 */
import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { RequireSession } from './session/session.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { lazyNamed, type LazyNamed } from './lazyNamed.ts';
import type { PageModule } from './render/preload.ts';

/** A lazy route page, loaded from its module's named export; `load()` gives a PageModule. */
type RoutePage = LazyNamed<object>;

/** A route page: a lazy component without props, from its module's named export. */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType> & PageModule>,
  name: K,
): RoutePage => lazyNamed<K, object>(load, name);

/** What routes.tsx keeps on a route: its lazy page. */
export interface RouteHandle {
  page: RoutePage;
}

/**
 * A route of `path` (undefined: the index) showing `Page`; `members` sends guests to that login
 * address instead.
 */
function pageRoute(
  path: string | undefined,
  Page: RoutePage,
  { members }: { members?: string } = {},
): RouteObject {
  const element = members ? (
    <RequireSession login={members}>
      <Page />
    </RequireSession>
  ) : (
    <Page />
  );
  const handle: RouteHandle = { page: Page };
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

const HomePage = page(() => import('./home/HomePage.tsx'), 'HomePage');
const ProductsPage = page(() => import('./products/ProductsPage.tsx'), 'ProductsPage');
const BundlePage = page(() => import('./bundle/BundlePage.tsx'), 'BundlePage');
const ProductDetailPage = page(
  () => import('./product-detail/ProductDetailPage.tsx'),
  'ProductDetailPage',
);
const CartPage = page(() => import('./cart/CartPage.tsx'), 'CartPage');
const CheckoutPage = page(() => import('./checkout/CheckoutPage.tsx'), 'CheckoutPage');
const OrdersPage = page(() => import('./orders/OrdersPage.tsx'), 'OrdersPage');
const SignupPage = page(() => import('./auth/SignupPage.tsx'), 'SignupPage');
const LoginPage = page(() => import('./auth/LoginPage.tsx'), 'LoginPage');
const ForgotPasswordPage = page(
  () => import('./password-reset/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const OtpPage = page(() => import('./password-reset/OtpPage.tsx'), 'OtpPage');
const ResetPasswordPage = page(
  () => import('./password-reset/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
const ProfilePage = page(() => import('./profile/ProfilePage.tsx'), 'ProfilePage');
const PrivacyPolicyPage = page(() => import('./legal/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage');
const TermsPage = page(() => import('./legal/TermsPage.tsx'), 'TermsPage');
const ContactPage = page(() => import('./contact/ContactPage.tsx'), 'ContactPage');
const AboutPage = page(() => import('./about/AboutPage.tsx'), 'AboutPage');
const WishlistPage = page(() => import('./wishlist/WishlistPage.tsx'), 'WishlistPage');

/** The route table. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      pageRoute(undefined, HomePage),
      pageRoute('products', ProductsPage),
      pageRoute('bundle', BundlePage),
      pageRoute('selectedItem/:id', ProductDetailPage),
      pageRoute('cart', CartPage),
      // SPEC.md §2: checkout from the cart sends a guest to /login?from=cart, and back after.
      pageRoute('checkout', CheckoutPage, { members: '/login?from=cart' }),
      pageRoute('orders', OrdersPage, { members: '/login' }),
      pageRoute('signup', SignupPage),
      pageRoute('login', LoginPage),
      pageRoute('forget', ForgotPasswordPage),
      // The bare forms exist so a truncated link lands on the flow's own message, not a 404.
      pageRoute('otp', OtpPage),
      pageRoute('otp/:id', OtpPage),
      pageRoute('reset/:id', ResetPasswordPage),
      pageRoute('reset/:id/:token', ResetPasswordPage),
      pageRoute('profile', ProfilePage, { members: '/login' }),
      pageRoute('privacy-policy', PrivacyPolicyPage),
      pageRoute('terms', TermsPage),
      pageRoute('contact', ContactPage),
      pageRoute('about', AboutPage),
      // DESIGN.md, Discovery: a guest's list is this browser's, so the page is for everyone.
      pageRoute('wishlist', WishlistPage),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export { routerBasename } from './i18n/locales.ts';

/** The page for the current location, inside the frame (the entries, and page tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The route matched at `location` (a path with its query, without the language prefix:
 * `localeOfPath(...).path`), with its parameters and lazy page.
 */
export function matchPage(location: string) {
  const matches = matchRoutes(routes, location) ?? [];
  const leaf = matches[matches.length - 1];
  const handle = leaf?.route.handle as RouteHandle | undefined;
  return { page: handle?.page, params: leaf?.params ?? {} };
}

/** The page module of a route page (its component and maybe its `preload`). */
export async function loadPageModule(page: RoutePage): Promise<PageModule> {
  return (await page.load()) as PageModule;
}
