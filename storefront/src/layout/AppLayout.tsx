import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader, ScrollToTop } from '@bloom/ui';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import styles from './AppLayout.module.css';

/**
 * The frame of every page: skip link, promo banner and header, the page (a loader while its lazy
 * code arrives), the footer, and the scroll-to-top button past 500 px (SPEC.md §2, §9).
 */
export function AppLayout() {
  const { pathname } = useLocation();

  // A new page starts at its top; query-string changes (filters, pages) scroll on their own terms.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <SiteMenu />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
