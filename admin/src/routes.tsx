/**
 * Every screen of the back office in one place (paths are under the router's `/admin` basename),
 * each behind the permission its data needs: the navigation hides what a role cannot open, and
 * an address typed by hand says so instead of showing an empty screen.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Route, Routes } from 'react-router-dom';
import { EmptyState } from '@bloom/ui';
import type { Permission } from './__generated__/graphql.ts';
import { AdminLayout, PublicLayout } from './layout/AdminLayout.tsx';
import { lazyScreen } from './layout/lazyScreen.tsx';
import { PermissionGuard } from './layout/permissions.tsx';
import { useScreenTitle } from './layout/useScreenTitle.ts';

// Each screen's code is downloaded when it is first opened (layout/lazyScreen.tsx).
const ActivityPage = lazyScreen(() => import('./activity/ActivityPage.tsx'), 'ActivityPage');
const AcceptInvitationPage = lazyScreen(
  () => import('./auth/AcceptInvitationPage.tsx'),
  'AcceptInvitationPage',
);
const SignInPage = lazyScreen(() => import('./auth/SignInPage.tsx'), 'SignInPage');
const TwoFactorPage = lazyScreen(() => import('./auth/TwoFactorPage.tsx'), 'TwoFactorPage');
const CatalogueImportPage = lazyScreen(
  () => import('./catalogue-import/CatalogueImportPage.tsx'),
  'CatalogueImportPage',
);
const CouponPage = lazyScreen(() => import('./coupons/CouponPage.tsx'), 'CouponPage');
const CouponsPage = lazyScreen(() => import('./coupons/CouponsPage.tsx'), 'CouponsPage');
const CustomerPage = lazyScreen(() => import('./customers/CustomerPage.tsx'), 'CustomerPage');
const CustomersPage = lazyScreen(() => import('./customers/CustomersPage.tsx'), 'CustomersPage');
const DashboardPage = lazyScreen(() => import('./dashboard/DashboardPage.tsx'), 'DashboardPage');
const MessagePage = lazyScreen(() => import('./messages/MessagePage.tsx'), 'MessagePage');
const MessagesPage = lazyScreen(() => import('./messages/MessagesPage.tsx'), 'MessagesPage');
const OrderPage = lazyScreen(() => import('./orders/OrderPage.tsx'), 'OrderPage');
const OrdersPage = lazyScreen(() => import('./orders/OrdersPage.tsx'), 'OrdersPage');
const PrintOrdersPage = lazyScreen(
  () => import('./orders/print/PrintOrdersPage.tsx'),
  'PrintOrdersPage',
);
const ProductPage = lazyScreen(() => import('./products/ProductPage.tsx'), 'ProductPage');
const ProductsPage = lazyScreen(() => import('./products/ProductsPage.tsx'), 'ProductsPage');
const ReviewsPage = lazyScreen(() => import('./reviews/ReviewsPage.tsx'), 'ReviewsPage');
const StaffPage = lazyScreen(() => import('./staff/StaffPage.tsx'), 'StaffPage');

/** Said on a screen the role may not open. */
function NotAllowed() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.screen.notAllowed' });
  useScreenTitle(title);
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      description={intl.formatMessage({ id: 'admin.screen.notAllowedDescription' })}
    />
  );
}

/** Said for an address the back office does not have. */
function NotFound() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.screen.notFound' });
  useScreenTitle(title);
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      description={intl.formatMessage({ id: 'admin.screen.notFoundDescription' })}
    />
  );
}

/** A screen behind its permission. */
function guarded(permission: Permission, screen: ReactNode) {
  return (
    <PermissionGuard permission={permission} fallback={<NotAllowed />}>
      {screen}
    </PermissionGuard>
  );
}

/** The back office's routes. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/accept-invite" element={<AcceptInvitationPage />} />
      </Route>
      <Route element={<AdminLayout />}>
        <Route index element={guarded('ORDERS_READ', <DashboardPage />)} />
        <Route path="orders" element={guarded('ORDERS_READ', <OrdersPage />)} />
        <Route path="orders/:id" element={guarded('ORDERS_READ', <OrderPage />)} />
        {/* Packing slips and invoices: ?ids=BLM-1,BLM-2&document=packing-slip&paper=a4 */}
        <Route path="orders/print" element={guarded('ORDERS_READ', <PrintOrdersPage />)} />
        <Route path="customers" element={guarded('CUSTOMERS_READ', <CustomersPage />)} />
        <Route path="customers/:id" element={guarded('CUSTOMERS_READ', <CustomerPage />)} />
        <Route path="messages" element={guarded('MESSAGES_HANDLE', <MessagesPage />)} />
        <Route path="messages/:id" element={guarded('MESSAGES_HANDLE', <MessagePage />)} />
        {/* Products and coupons are readable by every role; saving needs the permission. */}
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductPage />} />
        <Route path="catalogue" element={guarded('CATALOG_WRITE', <CatalogueImportPage />)} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="coupons/:id" element={<CouponPage />} />
        <Route path="reviews" element={guarded('REVIEWS_MODERATE', <ReviewsPage />)} />
        <Route path="activity" element={guarded('STAFF_MANAGE', <ActivityPage />)} />
        <Route path="staff" element={guarded('STAFF_MANAGE', <StaffPage />)} />
        <Route path="two-factor" element={<TwoFactorPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
