/**
 * `GET /admin/orders.csv`: the orders list's CSV download, streamed from the api's
 * `/api/admin/orders/export` with the staff cookie relayed (the browser downloads a file, which a
 * GraphQL answer cannot be). The web server forwards it from the shop's origin like
 * /admin/graphql. Takes the `orders` field's filter as query parameters: `status` (an OrderStatus
 * name), `from`, `to` (`YYYY-MM-DD`), `search`. The api checks the `export` permission.
 */
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../__generated__/admin-resolvers-types.ts';
import { apiOrderStatus } from './enums.ts';
import { relayDownload } from './files.ts';
import { hasStaffCookie } from './guard.ts';

/** The parameters the download takes; anything else is refused. */
const parameters = new Set(['status', 'from', 'to', 'search']);

/** The api's query for the download's, or the sentence saying what is wrong with it. */
export function exportQuery(
  given: Record<string, string | string[] | undefined>,
): URLSearchParams | string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(given)) {
    if (!parameters.has(name))
      return `Unknown parameter "${name}": use status, from, to or search.`;
    if (typeof value !== 'string') return `Give "${name}" once.`;
    if (name === 'status') {
      if (!Object.hasOwn(apiOrderStatus, value))
        return 'The status must be one of PENDING, DISPATCHED, DELIVERED or CANCELLED.';
      query.set(name, apiOrderStatus[value as OrderStatus]);
    } else if (value !== '') {
      query.set(name, value);
    }
  }
  return query;
}

/** Registers the download on `app` (which must have @fastify/reply-from, based at the api). */
export function registerOrdersExport(app: FastifyInstance): void {
  app.get('/admin/orders.csv', (request, reply) => {
    // The gateway refuses early: without a staff cookie the api is not asked.
    if (!hasStaffCookie(request.headers.cookie)) {
      return reply.code(401).send({ error: 'Please sign in to the back office.' });
    }
    const query = exportQuery(request.query as Record<string, string | string[] | undefined>);
    if (typeof query === 'string') return reply.code(400).send({ error: query });
    const search = query.toString();
    return relayDownload(reply, `/api/admin/orders/export${search ? `?${search}` : ''}`);
  });
}
