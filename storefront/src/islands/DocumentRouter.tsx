import type { ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';

/** An address as a string: the path itself, or a path object's parts joined. */
const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every navigation an island asks for is a whole page load, which the server renders: a page in
 * islands has no route table in the browser, and the next page may be one hydrated whole.
 */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

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
    <Router basename={basename} location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
