/**
 * Where a state-changing request came from, and what it carries (DESIGN.md, Back office): the web
 * server, the gateway and the api each refuse a write sent by another site's page, checked
 * against the shop's own origin with no exception for same-site ones (`SameSite=Strict` cookies
 * still reach the shop from `http://localhost:5399` when it is `http://localhost:5300`), and the
 * web server and the gateway refuse a body of a type its route does not take (the "simple" types a
 * page on any site may send without asking, text/plain above all) before it is read.
 */

/** Methods that change nothing, so any site may send them. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The address the shop answers at when `PUBLIC_URL` is not set. */
export const defaultPublicUrl = 'http://localhost:4000';

/** Said to a write from another site's page. */
export const crossSiteSentence =
  "Requests from this origin are not allowed: changes are accepted only from the shop's own pages.";

/** `url`'s origin (`https://shop.example`), or a start-stopping error naming `name`. */
function originOf(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be absolute http(s) addresses, got "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be absolute http(s) addresses, got "${url}"`);
  }
  return parsed.origin;
}

/** `PUBLIC_URL` without a trailing slash, or `fallback` when unset. */
export function readPublicUrl(env: NodeJS.ProcessEnv, fallback = defaultPublicUrl): string {
  const given = env['PUBLIC_URL']?.trim() || fallback;
  originOf(given, 'PUBLIC_URL');
  return given.replace(/\/+$/, '');
}

/**
 * The browser origins a process accepts writes from: `ALLOWED_ORIGINS` (comma-separated) when
 * set, else `PUBLIC_URL`'s origin. With neither, the default address's origin under both of
 * loopback's names (`http://localhost:4000`, `http://127.0.0.1:4000`), so a shop opened either way
 * on the machine it runs on works. Every process of one shop must be given the same values.
 */
export function readAllowedOrigins(
  env: NodeJS.ProcessEnv,
  fallbackPublicUrl = defaultPublicUrl,
): string[] {
  const listed = (env['ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed.length > 0) return [...new Set(listed.map((url) => originOf(url, 'ALLOWED_ORIGINS')))];
  if (env['PUBLIC_URL']?.trim()) return [originOf(readPublicUrl(env), 'PUBLIC_URL')];
  const fallback = new URL(originOf(fallbackPublicUrl, 'PUBLIC_URL'));
  const twin = new URL(fallback.href);
  if (fallback.hostname === 'localhost') twin.hostname = '127.0.0.1';
  else if (fallback.hostname === '127.0.0.1') twin.hostname = 'localhost';
  return [...new Set([fallback.origin, twin.origin])];
}

/** The headers {@link crossSiteRefusal} reads, as Node gives them. */
interface RequestHeaders {
  origin?: string | string[] | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

/**
 * Why a request must be refused as another site's, or undefined when it may go on. Any method but
 * GET, HEAD and OPTIONS is checked: its `Origin` must be one of `allowed` (`null`, a sandboxed or
 * opaque origin, never is) unless the browser says the request is `Sec-Fetch-Site: same-origin`
 * (a page of the very server asked); without `Origin`, `Sec-Fetch-Site` must say `same-origin` or `none`
 * (typed or bookmarked); a request with neither header (curl, a server-side client; no browser
 * sends a write without them) passes.
 */
export function crossSiteRefusal(
  method: string,
  headers: RequestHeaders,
  allowed: ReadonlySet<string>,
): string | undefined {
  if (safeMethods.has(method.toUpperCase())) return undefined;
  const origin = headers.origin;
  const site = headers['sec-fetch-site'];
  if (origin !== undefined) {
    if (typeof origin === 'string' && allowed.has(origin)) return undefined;
    // A page this very server sent (the gateway's own playground on its own port): the browser
    // itself says same-origin, a header no page can set. Another port or host is same-site or
    // cross-site, and stays refused.
    return site === 'same-origin' && origin !== 'null' ? undefined : crossSiteSentence;
  }
  if (site === undefined) return undefined;
  return site === 'same-origin' || site === 'none' ? undefined : crossSiteSentence;
}

/** What one route's body must be. */
export interface BodyRule {
  /** Media types accepted (lower case, no parameters). */
  types: readonly string[];
  /** The sentence for any other. */
  sentence: string;
}

/**
 * The bodies the shop's write routes take, by path (the same paths at the web server and the
 * gateway): GraphQL and the catalogue file as JSON, the products file as CSV, photos as JPEG, PNG
 * or WebP.
 */
export const shopBodyRules: Readonly<Record<string, BodyRule>> = {
  '/graphql': {
    types: ['application/json'],
    sentence: 'Send the GraphQL request as JSON (Content-Type: application/json).',
  },
  '/admin/graphql': {
    types: ['application/json'],
    sentence: 'Send the GraphQL request as JSON (Content-Type: application/json).',
  },
  '/admin/catalogue.json': {
    types: ['application/json'],
    sentence: 'Send the catalogue file as JSON (Content-Type: application/json).',
  },
  '/admin/products.csv': {
    types: ['text/csv'],
    sentence: 'Send the products file as CSV (Content-Type: text/csv).',
  },
  '/admin/images': {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    sentence:
      'Send the photo as a JPEG, PNG or WebP image (Content-Type: image/jpeg, image/png or image/webp).',
  },
};

/** A Content-Type header's media type: lower case, parameters (`; charset=…`) dropped. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * The sentence refusing a write to `url` whose body is `contentType`, or undefined when the
 * route takes it (or has no rule in `rules`, or the method reads no body).
 */
export function bodyTypeRefusal(
  method: string,
  url: string,
  contentType: string | undefined,
  rules: Readonly<Record<string, BodyRule>> = shopBodyRules,
): string | undefined {
  if (safeMethods.has(method.toUpperCase())) return undefined;
  const path = url.split('?', 1)[0]!;
  const rule = Object.hasOwn(rules, path) ? rules[path] : undefined;
  if (!rule) return undefined;
  return rule.types.includes(mediaType(contentType)) ? undefined : rule.sentence;
}
