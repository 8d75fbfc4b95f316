import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader, ScrollToTop, SiteLayout } from '@bloom/ui';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import { NavigationFocusProvider } from './PageTitle.tsx';

/**
 * The frame of every page: skip link, promo banner and header, the page (a loader while its lazy
 * code arrives), the footer, and the scroll-to-top button past 500 px (SPEC.md §2, §9). After a
 * navigation, the new page's heading takes focus (NavigationFocusProvider in PageTitle.tsx).
 */
export function AppLayout() {
  const { pathname } = useLocation();

  // A new page starts at its top; query-string changes (filters, pages) scroll on their own terms.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <SiteLayout header={<SiteMenu />} footer={<SiteFooter />} floating={<ScrollToTop />}>
      <NavigationFocusProvider>
        <Suspense fallback={<PageLoader page />}>
          <Outlet />
        </Suspense>
      </NavigationFocusProvider>
    </SiteLayout>
  );
}
