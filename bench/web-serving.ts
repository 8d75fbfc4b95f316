/**
 * bench:web's serving section (issue 23): what the web server sustains per page, in one table.
 * On a web process of its own (pointed at the stack's gateway), for each measured page at
 * BENCH_SSR_CONNECTIONS connections for BENCH_SSR_SECONDS each, after a 2 s warm-up:
 *   - guest hit: the same address again and again, served from the page cache;
 *   - guest miss: a new key every request (`?from=<n>`, a parameter the key keeps and these
 *     pages ignore), so each one renders, compresses and fills an entry;
 *   - member render: a signed-in shopper's session cookie, so every request renders (members
 *     never share a page);
 *   - queries alone: the page's GraphQL queries (web-pages.ts `pageQueries`) sent straight to
 *     the gateway, in pages/s: what rendering could reach if React, the head and the wire cost
 *     nothing;
 * and their ratios: each rate against the queries alone, and the cache's gain over rendering.
 * The member budget (issue 32) is relative, so it holds on any machine: a member's render rate at
 * least `budgets.memberRenderShareOfQueries` (40 %) of the same page's queries-alone rate.
 * Then the hit ratio while browsing: BENCH_CACHE_BROWSE_SECONDS (default 10) of guests walking a
 * shop-like mix of pages (a few popular ones, listings by category and page, every product),
 * read from the web server's own `web_page_cache_requests_total`.
 */
import { startService, type Stack } from '../scripts/stack.ts';
import { autocannon, type AutocannonOptions } from './autocannon.ts';
import { atLeast, budgets } from './web-budgets.ts';
import { pageQueries, type ResolvedPage } from './web-pages.ts';
import { memberCookie } from './sessions.ts';

/** One load test's figures. */
export interface Rate {
  /** Requests per second (for queries alone: pages per second). */
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, and errors. */
  failed: number;
  /** How the failures answered: status code (or `errors`, `timeouts`) to count. */
  failures?: Record<string, number>;
}

/** One page's four rates and their ratios. */
export interface ServingRow {
  route: string;
  path: string;
  hit: Rate;
  miss: Rate;
  member: Rate;
  /** Undefined for a page whose queries the bench does not know. */
  queries?: Rate;
  /** Each rate divided by the queries-alone rate (1 = as fast as the queries alone). */
  hitToQueries?: number;
  missToQueries?: number;
  memberToQueries?: number;
  /** How many times a cache hit outruns a member's render. */
  hitToMember: number;
  /** The member budget's verdict: PASS, MISS by how much, or not measured. */
  memberVerdict: string;
}

/** What the section measured. */
export interface ServingFigures {
  connections: number;
  seconds: number;
  rows: ServingRow[];
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

/**
 * Asks each query once and says so if the gateway answers with GraphQL errors: such an answer
 * is a 200, so the queries-alone rate would count it as a page's data.
 */
async function checkQueries(gatewayUrl: string, label: string, bodies: object[]): Promise<void> {
  for (const body of bodies) {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { errors?: { message: string }[] };
    if (!response.ok || answer.errors?.length) {
      console.log(
        `! ${label}: a query of the page answered ${response.status}: ${answer.errors?.[0]?.message ?? ''}`,
      );
    }
  }
}

/** Runs the section and prints it. */
export async function servingSection(
  stack: Stack,
  pages: ResolvedPage[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<ServingFigures> {
  console.log(
    `\n=== 2. Serving pages under load (${connections} connections, ${seconds} s each after 2 s warm-up)\n`,
  );
  // A web process of its own that believes X-Forwarded-For from loopback: each miss comes "from"
  // another shopper, as misses do, instead of tripping the per-address limit on listings.
  const web = await startService(
    'web',
    'storefront/server/main.ts',
    { GATEWAY_URL: stack.gatewayUrl, PORT: '0', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' },
    { echo: false },
  );
  try {
    return await measure(stack, web.url, pages, { connections, seconds });
  } finally {
    await web.stop();
  }
}

const pad = (text: string, width: number) => text.padStart(width);
const rateCell = (rate: Rate | undefined) =>
  rate ? `${rate.rps} (${rate.p99} ms)${rate.failed ? '!' : ''}` : '–';
const share = (ratio: number | undefined) =>
  ratio === undefined ? '–' : `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
const times = (ratio: number | undefined) =>
  ratio === undefined ? '–' : `${ratio.toFixed(ratio < 10 ? 1 : 0)}x`;

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** A member's render rate (as a share of the queries alone) against its budget. */
export const memberVerdict = (toQueries: number | undefined) =>
  atLeast(
    toQueries,
    budgets.memberRenderShareOfQueries,
    (missing) => `${(missing * 100).toFixed(0)} points`,
  );

/** The four rates per page, then browsing, on `webUrl`. */
async function measure(
  stack: Stack,
  webUrl: string,
  pages: ResolvedPage[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<ServingFigures> {
  const cookie = await memberCookie(stack.apiUrl);
  const run = async (options: Omit<AutocannonOptions, 'connections' | 'duration'>) => {
    await autocannon({ ...options, connections, duration: 2 });
    const result = await autocannon({ ...options, connections, duration: seconds });
    const failures: Record<string, number> = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    );
    if (result.errors) failures['errors'] = result.errors;
    if (result.timeouts) failures['timeouts'] = result.timeouts;
    const failed = result.non2xx + result.errors;
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed,
      ...(failed ? { failures } : {}),
    };
  };
  const rows: ServingRow[] = [];
  let unique = 0;
  const widths = [14, 17, 17, 17, 17, 8, 8, 10, 12];
  const line = (cells: string[]) =>
    console.log(
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[0]!) : pad(cell, widths[i]!))).join(''),
    );
  console.log(
    'req/s (p99 latency); queries alone in pages/s; x/q = that rate ÷ the queries alone; ! = some failed',
  );
  line([
    'page',
    'guest hit',
    'guest miss',
    'member render',
    'queries alone',
    'hit/q',
    'miss/q',
    'member/q',
    'hit/member',
  ]);
  for (const page of pages) {
    if (page.reason) {
      console.log(`${page.label.padEnd(widths[0]!)}not measured: ${page.reason}`);
      continue;
    }
    const path = page.path;
    const url = new URL(path, webUrl).href;
    const hit = await run({ url });
    const miss = await run({
      url,
      // A key never asked before (`from` is kept in the key; these pages ignore it), from an
      // address of its own.
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            unique += 1;
            return {
              ...request,
              path: `${path}${path.includes('?') ? '&' : '?'}from=m${unique}`,
              headers: {
                'x-forwarded-for': `10.${(unique >> 16) & 255}.${(unique >> 8) & 255}.${unique & 255}`,
              },
            };
          },
        },
      ],
    });
    const member = await run({ url, headers: { cookie } });
    const bodies = pageQueries(path);
    await checkQueries(stack.gatewayUrl, page.label, bodies ?? []);
    // Every render sends all of the page's queries: a page's worth is that many requests.
    const queries = bodies
      ? await run({
          url: `${stack.gatewayUrl}/graphql`,
          requests: bodies.map((body) => ({
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })),
        }).then((rate) => ({ ...rate, rps: Math.round(rate.rps / bodies.length) }))
      : undefined;
    const ratio = (rate: Rate) => (queries && queries.rps > 0 ? rate.rps / queries.rps : undefined);
    const row: ServingRow = {
      route: page.label,
      path,
      hit,
      miss,
      member,
      ...(queries ? { queries } : {}),
      hitToQueries: ratio(hit),
      missToQueries: ratio(miss),
      memberToQueries: ratio(member),
      hitToMember: member.rps > 0 ? hit.rps / member.rps : 0,
      memberVerdict: memberVerdict(ratio(member)),
    };
    rows.push(row);
    line([
      row.route,
      rateCell(hit),
      rateCell(miss),
      rateCell(member),
      rateCell(queries),
      times(row.hitToQueries),
      share(row.missToQueries),
      share(row.memberToQueries),
      times(row.hitToMember),
    ]);
  }
  const failures = rows.flatMap((row) =>
    (['hit', 'miss', 'member', 'queries'] as const)
      .filter((kind) => (row[kind]?.failed ?? 0) > 0)
      .map((kind) => {
        const how = Object.entries(row[kind]!.failures ?? {})
          .map(([status, count]) => `${count}× ${status}`)
          .join(', ');
        return `${row.route} ${kind}: ${row[kind]!.failed} failed (${how})`;
      }),
  );
  if (failures.length) console.log(`! ${failures.join('; ')}`);

  const target = budgets.memberRenderShareOfQueries;
  console.log(
    `\nmember render against the same page's queries alone (target ≥ ${percent(target)}):`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.route.padEnd(14)} ${row.member.rps} req/s of ${row.queries?.rps ?? '–'} = ${row.memberToQueries === undefined ? '–' : percent(row.memberToQueries)}  ${row.memberVerdict}`,
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
  const countsBefore = await cacheCounts(webUrl);
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
  const countsAfter = await cacheCounts(webUrl);
  const hits = countsAfter.hit - countsBefore.hit;
  const all =
    hits + (countsAfter.miss - countsBefore.miss) + (countsAfter.stale - countsBefore.stale);
  const figures: ServingFigures = {
    connections,
    seconds,
    rows,
    browsingHitRatio: all > 0 ? hits / all : 0,
    browsingRps: Math.round(browsing.requests.average),
    browsingPages: popular.length + tail.length,
  };
  console.log(
    `\nbrowsing ${figures.browsingPages} pages as guests for ${browseSeconds} s: ${figures.browsingRps} req/s, cache hit ratio ${(figures.browsingHitRatio * 100).toFixed(1)} %`,
  );
  return figures;
}
