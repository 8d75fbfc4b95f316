/**
 * Every screen of the back office in one place (paths are under the router's `/admin` basename),
 * each behind the permission its data needs: the navigation hides what a role cannot open, and
 * an address typed by hand says so instead of showing an empty screen.
 */
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState } from '@bloom/ui';
import type { Permission } from './__generated__/graphql.ts';
import { ActivityPage } from './activity/ActivityPage.tsx';
import { AcceptInvitationPage } from './auth/AcceptInvitationPage.tsx';
import { SignInPage } from './auth/SignInPage.tsx';
import { TwoFactorPage } from './auth/TwoFactorPage.tsx';
import { CatalogueImportPage } from './catalogue-import/CatalogueImportPage.tsx';
import { CouponPage } from './coupons/CouponPage.tsx';
import { CouponsPage } from './coupons/CouponsPage.tsx';
import { CustomerPage } from './customers/CustomerPage.tsx';
import { CustomersPage } from './customers/CustomersPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { AdminLayout, PublicLayout } from './layout/AdminLayout.tsx';
import { PermissionGuard } from './layout/permissions.tsx';
import { useScreenTitle } from './layout/useScreenTitle.ts';
import { MessagePage } from './messages/MessagePage.tsx';
import { MessagesPage } from './messages/MessagesPage.tsx';
import { OrderPage } from './orders/OrderPage.tsx';
import { OrdersPage } from './orders/OrdersPage.tsx';
import { PrintOrdersPage } from './orders/print/PrintOrdersPage.tsx';
import { ProductPage } from './products/ProductPage.tsx';
import { ProductsPage } from './products/ProductsPage.tsx';
import { ReviewsPage } from './reviews/ReviewsPage.tsx';
import { StaffPage } from './staff/StaffPage.tsx';

/** Said on a screen the role may not open. */
function NotAllowed() {
  useScreenTitle('Not allowed');
  return (
    <EmptyState
      headingLevel={1}
      title="Not allowed"
      description="Your role does not give access to this screen. Ask the shop's owner if you need it."
    />
  );
}

/** Said for an address the back office does not have. */
function NotFound() {
  useScreenTitle('Not found');
  return (
    <EmptyState
      headingLevel={1}
      title="Not found"
      description="There is no such screen in the back office."
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
