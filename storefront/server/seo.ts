/**
 * /robots.txt and /sitemap.xml, generated from the catalogue through the gateway (DESIGN.md,
 * Storefront): every product, category listing and static page, in every language of the shop
 * (English at today's paths, Urdu under /ur: each language's page is its own URL), with lastmod; past 50,000 URLs
 * /sitemap.xml becomes a sitemap index of /sitemap-<n>.xml files of at most 50,000 each, as the
 * sitemaps protocol requires. The account, cart, checkout and reset paths are disallowed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localizedPath, locales } from '../src/i18n/locales.ts';

/** The sitemaps protocol's limit of URLs in one file. */
export const SITEMAP_LIMIT = 50_000;

/** Paths that are a shopper's own, never search results. */
export const privatePaths = [
  '/cart',
  '/checkout',
  '/orders',
  '/profile',
  '/login',
  '/signup',
  '/forget',
  '/otp/',
  '/reset/',
  // The staff's back office (storefront/server/admin.ts), noindex besides.
  '/admin',
];

/** Pages that are neither products nor listings, in the sitemap. */
const staticPaths = [
  '/',
  '/products',
  '/bundle',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms',
];

/** Category listings (the names the footer and ?category= use). */
const categoryNames = ['Skincare', 'Haircare', 'Body Care', 'Cosmetics'];

/** One product of the catalogue index. */
interface IndexEntry {
  id: string;
  updatedAt: string;
}

const ProductIndexQuery = `query SitemapProducts($offset: Int!, $limit: Int!) {
  productIndex(offset: $offset, limit: $limit) { total items { id updatedAt } }
}`;

/** Escapes text for XML. */
function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Options of {@link registerSeoFiles}. */
export interface SeoOptions {
  gatewayUrl: string;
  publicUrl: string;
}

/** Registers /robots.txt, /sitemap.xml and /sitemap-<n>.xml. */
export async function registerSeoFiles(
  app: FastifyInstance,
  { gatewayUrl, publicUrl }: SeoOptions,
) {
  const url = (path: string) => `${publicUrl}${path}`;
  /** A page's address in every language, the default first. */
  const everyLanguage = (path: string) => locales.map((locale) => url(localizedPath(path, locale)));

  async function productIndex(offset: number, limit: number) {
    const ask = () =>
      fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ProductIndexQuery, variables: { offset, limit } }),
        signal: AbortSignal.timeout(30_000),
      });
    // A kept-alive connection the gateway closed at that very moment fails the first try.
    const response = await ask().catch(ask);
    const body = (await response.json()) as {
      data?: { productIndex: { total: number; items: IndexEntry[] } };
    };
    if (!body.data) throw new Error(`gateway answered ${response.status} without data`);
    return body.data.productIndex;
  }

  /** Fixed pages first (on file 1), then products; each in every language. */
  const fixedUrls = () =>
    [
      ...staticPaths,
      ...categoryNames.map((name) => `/products?category=${encodeURIComponent(name)}`),
    ].flatMap(everyLanguage);
  /** How many URLs one product gives: one per language. */
  const perProduct = locales.length;
  /** How many files the sitemap has for `fixed` and `products` products. */
  const fileCount = (fixed: string[], products: number) =>
    Math.ceil((fixed.length + products * perProduct) / SITEMAP_LIMIT);

  function urlset(entries: Array<{ loc: string; lastmod?: string }>): string {
    const body = entries
      .map(
        ({ loc, lastmod }) =>
          `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  }

  /** File `n` (1-based) of the sitemap: the fixed pages on the first, then products in order. */
  async function sitemapFile(n: number, fixed: string[]) {
    const start = (n - 1) * SITEMAP_LIMIT;
    const fixedHere = fixed.slice(start, start + SITEMAP_LIMIT).map((loc) => ({ loc }));
    // Product URLs are numbered product by product, each product's languages together, so a
    // file may start or end between one product's languages.
    const entryOffset = Math.max(0, start - fixed.length);
    const room = SITEMAP_LIMIT - fixedHere.length;
    const firstProduct = Math.floor(entryOffset / perProduct);
    const productCount = Math.ceil((entryOffset + room) / perProduct) - firstProduct;
    const { total, items } = await productIndex(firstProduct, productCount);
    const products = items
      .flatMap((item) =>
        everyLanguage(`/selectedItem/${encodeURIComponent(item.id)}`).map((loc) => ({
          loc,
          lastmod: item.updatedAt.slice(0, 10),
        })),
      )
      .slice(entryOffset - firstProduct * perProduct)
      .slice(0, room);
    return { total, xml: urlset([...fixedHere, ...products]) };
  }

  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', '60')
      .type('text/plain; charset=utf-8')
      .send('The catalogue is unavailable just now.');

  app.get('/robots.txt', (_request, reply) => {
    const lines = [
      'User-agent: *',
      // Each language's: `/cart` and `/ur/cart`.
      ...privatePaths.flatMap((path) =>
        locales.map((locale) => `Disallow: ${localizedPath(path, locale)}`),
      ),
      '',
      `Sitemap: ${url('/sitemap.xml')}`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const fixed = fixedUrls();
    let first;
    try {
      first = await sitemapFile(1, fixed);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: catalogue unavailable');
      return unavailable(reply);
    }
    const files = fileCount(fixed, first.total);
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    if (files <= 1) return reply.send(first.xml);
    const index = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${xml(url(`/sitemap-${i + 1}.xml`))}</loc></sitemap>`,
    ).join('\n');
    return reply.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const fixed = fixedUrls();
    let file;
    try {
      file = n > 0 ? await sitemapFile(n, fixed) : undefined;
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: catalogue unavailable');
      return unavailable(reply);
    }
    const files = file ? fileCount(fixed, file.total) : 0;
    if (!file || n > files) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(file.xml);
  });
}
