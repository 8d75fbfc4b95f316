import type { ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';

/** An address as a string: the path itself, or a path object's parts joined. */
const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every navigation an island asks for is a whole page load, which the server renders: a page in
 * islands has no route table in the browser, and the next page may be one hydrated whole.
 *
 * Each address is loaded once: asked for the same address again before the page has gone, it is
 * the same navigation (a filter ticked as the code arrives may be applied both by React's replay
 * of the changed field and by the click itself; in the whole app the second finds the address
 * already there, here it would be a second history entry under Back). Back on the page from the
 * back/forward cache, it is leaving for nowhere again.
 */
export function documentNavigator(
  target: Pick<Location, 'assign' | 'replace'> = window.location,
): Navigator {
  let leavingFor: string | undefined;
  // Only a page restored from the back/forward cache is leaving for nowhere again: the first
  // load's own pageshow may come after an island has already asked to leave (a tick handed over
  // as the code arrived), and must not let the same address be loaded a second time.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingFor = undefined;
  });
  const load = (address: string, replace: boolean) => {
    if (address === leavingFor) return;
    leavingFor = address;
    if (replace) target.replace(address);
    else target.assign(address);
  };
  return {
    createHref: href,
    push: (to) => load(href(to), false),
    replace: (to) => load(href(to), true),
    go: (delta) => window.history.go(delta),
  };
}

/** The navigator of every island on the page (this module runs only in the islands' entry). */
const pageNavigator = documentNavigator();

/** Props of {@link DocumentRouter}. */
export interface DocumentRouterProps {
  /** The page's language prefix (`routerBasename`): `/ur` on Urdu pages. */
  basename?: string;
  /** An island. */
  children: ReactNode;
}

/**
 * React Router for an island: the location is the page's own and never changes, and links and
 * `navigate()` load the next page, so an island's `<Link>`s, `useLocation()` and
 * `useSearchParams()` render and act as they do in the whole app.
 */
export function DocumentRouter({ basename, children }: DocumentRouterProps) {
  const { pathname, search, hash } = window.location;
  return (
    <Router basename={basename} location={{ pathname, search, hash }} navigator={pageNavigator}>
      {children}
    </Router>
  );
}
