/**
 * bench:web's page-cache section (issue 23): on the running stack's web server, for /, /products
 * and a product page at BENCH_SSR_CONNECTIONS connections for BENCH_SSR_SECONDS each, the rate of
 *   - guest hits: the same address again and again, served from the cache;
 *   - guest misses: a new key every request (`?from=<n>`, a parameter the key keeps and these
 *     pages ignore), so each one renders, compresses and fills an entry;
 *   - member renders: the seeded owner's session cookie, rendered afresh every time;
 * then the hit ratio while browsing: BENCH_CACHE_BROWSE_SECONDS (default 10) of guests walking
 * a shop-like mix of pages (a few popular ones, listings by category and page, every product),
 * read from the web server's own `web_page_cache_requests_total`.
 */
import { startService, type Stack } from '../scripts/stack.ts';
import { autocannon } from './autocannon.ts';

/** One page's three rates, in requests/s. */
export interface PageCacheRow {
  route: string;
  hitRps: number;
  hitP99: number;
  missRps: number;
  missP99: number;
  memberRps: number;
  memberP99: number;
}

/** What the section measured. */
export interface PageCacheFigures {
  rows: PageCacheRow[];
  /** hits / (hits + misses + stale) while browsing. */
  browsingHitRatio: number;
  browsingRps: number;
  /** Distinct addresses the browsing mix walked. */
  browsingPages: number;
}

/** The page cache's counters on the web server's `/metrics`. */
async function cacheCounts(webUrl: string) {
  const text = await (await fetch(`${webUrl}/metrics`)).text();
  const count = (result: string) =>
    Number(
      new RegExp(`^web_page_cache_requests_total\\{result="${result}"\\} (\\d+)`, 'm').exec(
        text,
      )?.[1] ?? 0,
    );
  return { hit: count('hit'), miss: count('miss'), stale: count('stale') };
}

/** A new shopper's `bloom_session=…`, signed up and in through the api. */
async function memberCookie(apiUrl: string): Promise<string> {
  const account = {
    name: 'Bench Shopper',
    email: `bench-${Date.now()}@example.com`,
    password: 'a-bench-shopper-passphrase',
  };
  const send = (path: string, body: object) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signedUp = await send('/api/users/signup', account);
  if (!signedUp.ok)
    throw new Error(`signup refused (${signedUp.status}): ${await signedUp.text()}`);
  const response = await send('/api/users/login', {
    email: account.email,
    password: account.password,
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('bloom_session='));
  if (!cookie) throw new Error(`no session from the api (${response.status})`);
  return cookie.split(';')[0]!;
}

/** Every product id, through the gateway. */
async function productIds(gatewayUrl: string): Promise<string[]> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ productIndex(offset: 0, limit: 500) { items { id } } }' }),
  });
  const body = (await response.json()) as {
    data?: { productIndex?: { items?: { id: string }[] } };
  };
  return body.data?.productIndex?.items?.map((item) => item.id) ?? [];
}

/** Runs the section and prints it. */
export async function pageCacheSection(
  stack: Stack,
  paths: string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<PageCacheFigures> {
  console.log(`\n=== Page cache (${connections} connections, ${seconds} s each)\n`);
  // A web process of its own that believes X-Forwarded-For from loopback: each miss comes "from"
  // another shopper, as misses do, instead of tripping the per-address limit on listings.
  const web = await startService(
    'web',
    'storefront/server/main.ts',
    { GATEWAY_URL: stack.gatewayUrl, PORT: '0', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' },
    { echo: false },
  );
  try {
    return await measure(stack, web.url, paths, { connections, seconds });
  } finally {
    await web.stop();
  }
}

/** The three rates per page, then browsing, on `webUrl`. */
async function measure(
  stack: Stack,
  webUrl: string,
  paths: string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<PageCacheFigures> {
  const cookie = await memberCookie(stack.apiUrl);
  const run = async (options: Parameters<typeof autocannon>[0]) => {
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon(options);
    const failed = result.non2xx + result.errors;
    if (failed) console.log(`  (${failed} of ${result.requests.total} not 2xx)`);
    return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
  };
  const rows: PageCacheRow[] = [];
  let unique = 0;
  for (const path of paths) {
    const url = new URL(path, webUrl).href;
    const hit = await run({ url, connections, duration: seconds });
    const miss = await run({
      url,
      connections,
      duration: seconds,
      // A key never asked before (`from` is kept in the key; these pages ignore it).
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            unique += 1;
            return {
              ...request,
              path: `${path}?from=m${unique}`,
              headers: {
                'x-forwarded-for': `10.${(unique >> 16) & 255}.${(unique >> 8) & 255}.${unique & 255}`,
              },
            };
          },
        },
      ],
    });
    const member = await run({ url, connections, duration: seconds, headers: { cookie } });
    const row = {
      route: path.startsWith('/selectedItem/') ? 'product page' : path,
      hitRps: hit.rps,
      hitP99: hit.p99,
      missRps: miss.rps,
      missP99: miss.p99,
      memberRps: member.rps,
      memberP99: member.p99,
    };
    rows.push(row);
    console.log(
      `${row.route.padEnd(14)} guest hit ${String(row.hitRps).padStart(6)} req/s (p99 ${row.hitP99} ms)  |  guest miss ${String(row.missRps).padStart(4)} req/s (p99 ${row.missP99} ms)  |  member render ${String(row.memberRps).padStart(4)} req/s (p99 ${row.memberP99} ms)  |  hit/member ${(row.hitRps / Math.max(1, row.memberRps)).toFixed(1)}x`,
    );
  }

  // Browsing: popular pages often, the long tail (every product, listing pages) now and then.
  const ids = await productIds(stack.gatewayUrl);
  const categories = ['Skincare', 'Haircare', 'Body%20Care', 'Cosmetics'];
  const popular = [
    '/',
    '/products',
    '/bundle',
    ...categories.map((c) => `/products?category=${c}`),
  ];
  const tail = [
    ...ids.map((id) => `/selectedItem/${id}`),
    ...categories.flatMap((c) => [2, 3].map((page) => `/products?category=${c}&page=${page}`)),
    '/about',
    '/contact',
    '/login',
    '/cart',
  ];
  let step = 0;
  const browseSeconds = Number(process.env['BENCH_CACHE_BROWSE_SECONDS'] ?? 10) || 10;
  const before = await cacheCounts(webUrl);
  const browsing = await autocannon({
    url: webUrl,
    connections,
    duration: browseSeconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          step += 1;
          // Two requests in three to a popular page, the third anywhere in the tail.
          const path =
            step % 3 === 0 ? tail[(step * 7919) % tail.length]! : popular[step % popular.length]!;
          return { ...request, path };
        },
      },
    ],
  });
  const after = await cacheCounts(webUrl);
  const hits = after.hit - before.hit;
  const all = hits + (after.miss - before.miss) + (after.stale - before.stale);
  const figures: PageCacheFigures = {
    rows,
    browsingHitRatio: all > 0 ? hits / all : 0,
    browsingRps: Math.round(browsing.requests.average),
    browsingPages: popular.length + tail.length,
  };
  console.log(
    `browsing ${figures.browsingPages} pages for ${browseSeconds} s: ${figures.browsingRps} req/s, cache hit ratio ${(figures.browsingHitRatio * 100).toFixed(1)} %`,
  );
  return figures;
}
