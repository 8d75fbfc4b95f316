/**
 * The web server's Prometheus metrics at `GET /metrics` (DESIGN.md, Operations): the requests and
 * the process's own figures come from @bloom/ops (`registerHttpMetrics`); here are the web
 * server's own, each page's server render in `web_render_duration_seconds` by page and status,
 * and `web_page_cache_requests_total` by result for the page cache (a later issue counts through
 * `WebMetrics.pageCache`). This port is the public one: `/metrics` answers only to loopback and
 * to the addresses and subnets in `METRICS_ALLOW`, and is the shop's ordinary 404 for anyone else.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { registerHttpMetrics } from '@bloom/ops';
import { Counter, Histogram, Registry } from '@platformatic/prom-client';
import type { FastifyInstance } from 'fastify';

/** What the page cache answered a request with. */
export type PageCacheResult = 'hit' | 'miss' | 'stale';

/** What the web server records besides requests. */
export interface WebMetrics {
  /** The registry `/metrics` serves. */
  registry: Registry;
  /** Times one page render: call before rendering, then with the page's name and status. */
  startRender(): (page: string | undefined, status: number | 'failed') => void;
  /** The page cache's hook: counts one guest page served from it (or not). */
  pageCache(result: PageCacheResult): void;
}

/**
 * Who may read `/metrics`: loopback always, plus each comma-separated address or CIDR subnet of
 * `allow` (`METRICS_ALLOW`, e.g. `10.0.0.0/8,192.168.1.5`). Throws on an entry that is neither.
 */
export function metricsAllowList(allow: string | undefined): (address: string) => boolean {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of (allow ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = type === 'ipv4' ? 32 : 128;
    if (!type || (bits !== undefined && (!Number.isInteger(bits) || bits < 0 || bits > maxBits))) {
      throw new Error(`METRICS_ALLOW: "${entry}" is not an IP address or subnet (a.b.c.d/nn)`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return (address) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain =
      address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    if (isIPv4(plain)) return list.check(plain, 'ipv4');
    return isIPv6(plain) && list.check(plain, 'ipv6');
  };
}

/**
 * Registers the request metrics on `app` (before any route: they learn routes as they are added)
 * and `GET /metrics` for the allowed addresses (`request.ip`: the client behind a trusted proxy).
 */
export async function registerMetrics(
  app: FastifyInstance,
  { allowed }: { allowed: (address: string) => boolean },
): Promise<WebMetrics> {
  const registry = new Registry();
  await registerHttpMetrics(app, { registry, allowed });

  const renders = new Histogram({
    name: 'web_render_duration_seconds',
    help: 'Time to render a page on the server (its data included), by page and status.',
    labelNames: ['page', 'status'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'web_page_cache_requests_total',
    help: 'Guest pages looked up in the page cache, by result (hit, miss, stale).',
    labelNames: ['result'],
    registers: [registry],
  });
  return {
    registry,
    startRender() {
      const end = renders.startTimer();
      return (page, status) => end({ page: page ?? 'none', status: String(status) });
    },
    pageCache: (result) => pageCache.inc({ result }),
  };
}
