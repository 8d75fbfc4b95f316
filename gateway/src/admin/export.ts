/**
 * The back office's CSV downloads, streamed from the api with the staff cookie relayed (the
 * browser downloads a file, which a GraphQL answer cannot be); the web server forwards them from
 * the shop's origin like /admin/graphql. Each takes its list field's filter as query parameters,
 * in the schema's words, and refuses anything else; the api checks the `export` permission.
 * - `GET /admin/orders.csv`: `orders`' filter: `status` (an OrderStatus name), `from`, `to`
 *   (`YYYY-MM-DD`), `search`.
 * - `GET /admin/customers.csv`: `customers`' filter: `search`, `hasOrders` and `verifiedBuyer`
 *   (`true` or `false`), `from`, `to` (the days they signed up).
 */
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../__generated__/admin-resolvers-types.ts';
import { apiOrderStatus } from './enums.ts';
import { relayDownload } from './files.ts';
import { hasStaffCookie } from './guard.ts';

/** One parameter of a download: its api name and value, or the sentence saying what is wrong. */
type Translate = (value: string) => [name: string, value: string] | string;

/** A parameter passed on as it is (a blank one is left out). */
const same =
  (name: string): Translate =>
  (value) => [name, value];

/** A yes/no parameter in the schema's words (`true`, `false`) as the api's `name` takes it. */
const yesNo =
  (parameter: string, name: string, yes: string, no: string): Translate =>
  (value) =>
    value === 'true'
      ? [name, yes]
      : value === 'false'
        ? [name, no]
        : `"${parameter}" must be true or false.`;

const orderStatuses = Object.keys(apiOrderStatus);

/** Each download's parameters. */
const downloads: Record<string, { api: string; parameters: Record<string, Translate> }> = {
  '/admin/orders.csv': {
    api: '/api/admin/orders/export',
    parameters: {
      status: (value) =>
        Object.hasOwn(apiOrderStatus, value)
          ? ['status', apiOrderStatus[value as OrderStatus]]
          : `The status must be one of ${orderStatuses.slice(0, -1).join(', ')} or ${orderStatuses.at(-1)}.`,
      from: same('from'),
      to: same('to'),
      search: same('search'),
    },
  },
  '/admin/customers.csv': {
    api: '/api/admin/customers/export',
    parameters: {
      search: same('search'),
      hasOrders: yesNo('hasOrders', 'orders', 'any', 'none'),
      verifiedBuyer: yesNo('verifiedBuyer', 'verified', 'true', 'false'),
      from: same('from'),
      to: same('to'),
    },
  },
};

/**
 * The api's query for a download's (`path`, one of the downloads above), or the sentence saying
 * what is wrong with it.
 */
export function exportQuery(
  given: Record<string, string | string[] | undefined>,
  path = '/admin/orders.csv',
): URLSearchParams | string {
  const { parameters } = downloads[path]!;
  const names = Object.keys(parameters);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(given)) {
    const translate = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    if (!translate) {
      return `Unknown parameter "${name}": use ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`;
    }
    if (typeof value !== 'string') return `Give "${name}" once.`;
    if (value === '') continue;
    const translated = translate(value);
    if (typeof translated === 'string') return translated;
    query.set(...translated);
  }
  return query;
}

/** Registers the downloads on `app` (which must have @fastify/reply-from, based at the api). */
export function registerExports(app: FastifyInstance): void {
  for (const [path, { api }] of Object.entries(downloads)) {
    app.get(path, (request, reply) => {
      // The gateway refuses early: without a staff cookie the api is not asked.
      if (!hasStaffCookie(request.headers.cookie)) {
        return reply.code(401).send({ error: 'Please sign in to the back office.' });
      }
      const query = exportQuery(
        request.query as Record<string, string | string[] | undefined>,
        path,
      );
      if (typeof query === 'string') return reply.code(400).send({ error: query });
      const search = query.toString();
      return relayDownload(reply, `${api}${search ? `?${search}` : ''}`);
    });
  }
}
