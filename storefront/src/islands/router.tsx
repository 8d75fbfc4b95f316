/**
 * React Router as an island needs it (vite.config.ts resolves `react-router-dom` here in the
 * islands' build): a page in islands never changes its location in place, so what the islands
 * use of the router is rendering links as React Router renders them (the same HTML, so hydration
 * matches the server's render under StaticRouter), reading the page's address, and navigating by
 * loading the next page. The same exports with the same props as React Router's, for those uses
 * only: `Router` (with a `navigator`, as DocumentRouter.tsx passes it), `Link`, `NavLink`,
 * `Navigate`, `useLocation`, `useNavigate`, `useSearchParams`, `useParams`, `useHref` and
 * `createPath`.
 * Anything else an island imports from the router fails the islands' build. ~10 KB gzip less than
 * React Router on every guest's first load (server/first-load.test.ts).
 */
import {
  createContext,
  use,
  useEffect,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';

/** An address as React Router takes it. */
export type To = string | { pathname?: string; search?: string; hash?: string };

/** The page's address, as `useLocation()` gives it (without the basename). */
interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  key: string;
}

/** What `Router` is given to navigate with (DocumentRouter.tsx's page loads). */
export interface Navigator {
  createHref(to: To): string;
  push(to: To): void;
  replace(to: To): void;
  go(delta: number): void;
}

interface RouterState {
  basename: string;
  location: Location;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('an island router hook needs the island Router above it');
  return router;
}

/** `to` as a string address. */
export function createPath({ pathname = '/', search = '', hash = '' }: Exclude<To, string>) {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/** `to` resolved against the page (absolute paths, a query or hash alone), without basename. */
function resolve(to: To, location: Location): string {
  const path = typeof to === 'string' ? to : createPath({ pathname: location.pathname, ...to });
  if (path.startsWith('/')) return path;
  if (path.startsWith('?')) return `${location.pathname}${path}`;
  if (path.startsWith('#')) return `${location.pathname}${location.search}${path}`;
  // A relative path: under the current one, as React Router resolves it from a leaf route.
  return `${location.pathname.replace(/\/$/, '')}/${path}`;
}

/** The address with the basename, as a link's `href`. */
function withBasename(path: string, basename: string): string {
  if (basename === '/') return path;
  return path === '/' ? basename : `${basename}${path}`;
}

/** Props of {@link Router}. */
export interface RouterProps {
  basename?: string;
  location: { pathname: string; search?: string; hash?: string };
  navigator: Navigator;
  children?: ReactNode;
}

/** The router of an island: a fixed location and a navigator. */
export function Router({ basename = '/', location, navigator, children }: RouterProps) {
  const base = basename === '/' ? '/' : basename.replace(/\/$/, '');
  const pathname =
    base !== '/' && location.pathname.startsWith(base)
      ? location.pathname.slice(base.length) || '/'
      : location.pathname;
  const state: RouterState = {
    basename: base,
    navigator,
    location: {
      pathname,
      search: location.search ?? '',
      hash: location.hash ?? '',
      state: null,
      key: 'default',
    },
  };
  return <RouterContext value={state}>{children}</RouterContext>;
}

/** The page's address (without the basename). */
export function useLocation(): Location {
  return useRouter().location;
}

/** The `href` of `to`. */
export function useHref(to: To): string {
  const { basename, location, navigator } = useRouter();
  return navigator.createHref(withBasename(resolve(to, location), basename));
}

/** Navigates by loading the page at `to` (a number goes back or forward in history). */
export function useNavigate() {
  const { basename, location, navigator } = useRouter();
  return (to: To | number, options: { replace?: boolean } = {}) => {
    if (typeof to === 'number') return navigator.go(to);
    const href = withBasename(resolve(to, location), basename);
    if (options.replace) navigator.replace(href);
    else navigator.push(href);
  };
}

/** The page's query, and a setter that loads the page with another. */
export function useSearchParams() {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const setParams = (
    next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
    options?: { replace?: boolean },
  ) => {
    const query = (
      typeof next === 'function' ? next(new URLSearchParams(params)) : next
    ).toString();
    navigate({ search: query ? `?${query}` : '' }, options);
  };
  return [params, setParams] as const;
}

/** Loads the page at `to` once rendered (a guard's redirect; no island renders one today). */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  });
  return null;
}

/** No route matched in an island: no parameters. */
export function useParams(): Record<string, string | undefined> {
  return {};
}

/** Props of {@link Link}: React Router's that the shop uses. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link as React Router renders it (`data-discover="true"`); following it loads the page. */
export function Link({
  to,
  replace: _replace,
  reloadDocument: _reloadDocument,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  // The content comes with `rest` (children), as with React Router's Link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={href} data-discover="true" />;
}

/** What NavLink's function props are told. */
interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

/** Props of {@link NavLink}. */
export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** A link that knows whether it is the page's, as React Router's NavLink renders it. */
export function NavLink({
  'aria-current': ariaCurrentProp = 'page',
  caseSensitive = false,
  className: classNameProp = '',
  end = false,
  style: styleProp,
  children,
  to,
  ...rest
}: NavLinkProps) {
  const { location } = useRouter();
  let toPathname = resolve(to, location).replace(/[?#].*$/, '');
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlash =
    toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === '/');
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(state)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(state) : styleProp;
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
