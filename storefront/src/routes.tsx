/**
 * Every route of the shop (SPEC.md §2), in one place. Pages load lazily so the first visit
 * downloads only the frame and the page it opens (pages.ts: where each page's code comes from);
 * AppLayout shows the loader meanwhile.
 *
 * The router runs in declarative mode (a `<BrowserRouter>` or `<MemoryRouter>` around
 * `<AppRoutes />`): the shop uses no loaders, actions or other data-router features, and
 * leaving them out keeps ~16 KB gzip of react-router off the first visit.
 */
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { RequireSession } from './session/session.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { pageLoaders } from './pages.ts';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const HomePage = page(pageLoaders[''], 'HomePage');
const ProductsPage = page(pageLoaders.products, 'ProductsPage');
const BundlePage = page(pageLoaders.bundle, 'BundlePage');
const ProductDetailPage = page(pageLoaders.selectedItem, 'ProductDetailPage');
const CartPage = page(pageLoaders.cart, 'CartPage');
const CheckoutPage = page(pageLoaders.checkout, 'CheckoutPage');
const OrdersPage = page(pageLoaders.orders, 'OrdersPage');
const SignupPage = page(pageLoaders.signup, 'SignupPage');
const LoginPage = page(pageLoaders.login, 'LoginPage');
const ForgotPasswordPage = page(pageLoaders.forget, 'ForgotPasswordPage');
const OtpPage = page(pageLoaders.otp, 'OtpPage');
const ResetPasswordPage = page(pageLoaders.reset, 'ResetPasswordPage');
const ProfilePage = page(pageLoaders.profile, 'ProfilePage');
const PrivacyPolicyPage = page(pageLoaders['privacy-policy'], 'PrivacyPolicyPage');
const TermsPage = page(pageLoaders.terms, 'TermsPage');
const ContactPage = page(pageLoaders.contact, 'ContactPage');
const AboutPage = page(pageLoaders.about, 'AboutPage');

/** The route table. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'bundle', element: <BundlePage /> },
      { path: 'selectedItem/:id', element: <ProductDetailPage /> },
      { path: 'cart', element: <CartPage /> },
      {
        path: 'checkout',
        element: (
          <RequireSession>
            <CheckoutPage />
          </RequireSession>
        ),
      },
      {
        path: 'orders',
        element: (
          <RequireSession>
            <OrdersPage />
          </RequireSession>
        ),
      },
      { path: 'signup', element: <SignupPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forget', element: <ForgotPasswordPage /> },
      // The bare forms exist so a truncated link lands on the flow's own message, not a 404.
      { path: 'otp', element: <OtpPage /> },
      { path: 'otp/:id', element: <OtpPage /> },
      { path: 'reset/:id', element: <ResetPasswordPage /> },
      { path: 'reset/:id/:token', element: <ResetPasswordPage /> },
      {
        path: 'profile',
        element: (
          <RequireSession>
            <ProfilePage />
          </RequireSession>
        ),
      },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page for the current location, inside the frame (main.tsx, and page tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
