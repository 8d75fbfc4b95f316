/**
 * Every route of the shop (SPEC.md §2), in one place. Pages load lazily so the first visit
 * downloads only the frame and the page it opens; AppLayout shows the loader meanwhile.
 *
 * The router runs in declarative mode (a `<BrowserRouter>` or `<MemoryRouter>` around
 * `<AppRoutes />`): the shop uses no loaders, actions or other data-router features, and
 * leaving them out keeps ~16 KB gzip of react-router off the first visit.
 */
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { RequireSession } from './session/session.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { lazyNamed } from './lazyNamed.ts';

/** A route page: a lazy component without props, from its module's named export. */
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyNamed(load, name);

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
