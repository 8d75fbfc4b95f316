import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { arrivals, focusMainHeading } from '@bloom/ui';
import { pageTitle } from '../shop.ts';
import { useHead, type PageHead } from '../render/ServerRender.tsx';

/**
 * Called by a page as it shows its title: true when the page was reached by navigating from
 * another path, so its heading should take focus. One per app (the frame holds it).
 */
type ArrivedByNavigation = (pathname: string) => boolean;

const NavigationFocus = createContext<ArrivedByNavigation | null>(null);

/**
 * Around the pages (AppLayout): after a navigation to another path, the new page's heading takes
 * focus, as a full page load would have reset it. Without this, focus stays on the link that was
 * clicked, or falls to `<body>` once that link is gone, so a screen reader announces nothing and
 * the next Tab starts wherever the old page left off. The first page of a visit leaves focus to
 * the browser; query changes (filters, pages of a listing) leave it where the shopper is.
 */
export function NavigationFocusProvider({ children }: { children: ReactNode }) {
  const [arrived] = useState<ArrivedByNavigation>(arrivals);
  return <NavigationFocus value={arrived}>{children}</NavigationFocus>;
}

/** Props of {@link PageTitle}: the page's name and what search engines and previews read. */
export type PageTitleProps = Omit<PageHead, 'title'> & {
  /**
   * The page's name in the page's language (`intl.formatMessage({ id: 'shop.cart.page' })`, or
   * catalogue content such as a product's name): the document title reads "<page> - Bloom" in
   * that language (`shop.pageTitle`).
   */
  page: string;
};

/**
 * The page's head: on the server its title, description, canonical link, previews and
 * structured data go into the HTML (render/ServerRender.tsx); in the browser the document title
 * follows the page and, on a page reached by navigation, its main heading takes focus (see
 * NavigationFocusProvider).
 */
export function PageTitle({ page, ...head }: PageTitleProps): null {
  const intl = useIntl();
  const arrivedByNavigation = useContext(NavigationFocus);
  const { pathname } = useLocation();
  useHead({ title: page, ...head }, pageTitle(page, intl));
  useLayoutEffect(() => {
    // A page still loading its data may have no heading yet: the main landmark takes focus then
    // (AppLayout scrolls the new page to its top, where its heading is).
    if (arrivedByNavigation?.(pathname)) focusMainHeading();
  }, [page, pathname, arrivedByNavigation]);
  return null;
}
