import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader, SiteLayout } from '@bloom/ui';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import Floating from './Floating.island.tsx';
import { NavigationFocusProvider } from './PageTitle.tsx';
import { useStartedUnavailable } from '../render/availability.tsx';
import { ServiceUnavailablePage } from '../unavailable/ServiceUnavailablePage.tsx';
import { EarlyTaps } from '../render/EarlyTaps.tsx';
import './document.css';

/**
 * The frame of every page: skip link, promo banner and header, the page (a loader while its lazy
 * code arrives), the footer, the scroll-to-top button past 500 px (SPEC.md §2, §9) and, when the
 * browser prefers the shop's other language, the suggestion to read the page in it. After a
 * navigation, the new page's heading takes focus (NavigationFocusProvider in PageTitle.tsx).
 */
export function AppLayout() {
  const { pathname, key } = useLocation();
  // The first page of the visit ("default" is the router's key for it) could not get its data;
  // a later navigation tries again.
  const unavailable = useStartedUnavailable() && key === 'default';

  // A new page starts at its top; query-string changes (filters, pages) scroll on their own terms.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <SiteLayout header={<SiteMenu />} footer={<SiteFooter />} floating={<Floating />}>
      <NavigationFocusProvider>
        <Suspense fallback={<PageLoader page />}>
          {unavailable ? <ServiceUnavailablePage /> : <Outlet />}
          <EarlyTaps />
        </Suspense>
      </NavigationFocusProvider>
    </SiteLayout>
  );
}
