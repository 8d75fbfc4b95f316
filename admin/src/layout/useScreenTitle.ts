import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { arrivals, focusMainHeading } from '@bloom/ui';

/** Whether a screen was reached by navigating from another path (one back office per page). */
const arrivedByNavigation = arrivals();

/**
 * Names the browser tab after the screen ("<screen> - Bloom admin") and, on a screen reached by
 * navigating from another one, moves focus to its heading, as a full page load would (a screen
 * still loading its data holds focus on `<main>` until its heading appears).
 */
export function useScreenTitle(screen: string): void {
  const { pathname } = useLocation();
  // In the commit that shows the screen (a lazily loaded screen's passive effects may run a
  // frame later), so the tab and a screen reader's page title never name the previous screen.
  useLayoutEffect(() => {
    document.title = `${screen} - Bloom admin`;
  }, [screen]);
  useLayoutEffect(() => {
    if (arrivedByNavigation(pathname)) focusMainHeading();
  }, [pathname]);
}
