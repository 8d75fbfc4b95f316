/**
 * Writes from another site refused at the web server (DESIGN.md, Back office): any request but
 * GET, HEAD and OPTIONS to /graphql, /admin/graphql or the back office's files must come from the
 * shop's own pages (`Origin`, else `Sec-Fetch-Site`; @bloom/ops write-guard.ts) and carry its
 * route's own body type, or it is answered 403 or 415 here, before its body is read and before
 * the gateway (which checks again, as does the api) sees it.
 */
import { bodyTypeRefusal, crossSiteRefusal } from '@bloom/ops';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Whether `path` is one of the forwarded write routes this guard covers. */
const guarded = (path: string) =>
  path === '/graphql' ||
  path.startsWith('/graphql/') ||
  path === '/admin' ||
  path.startsWith('/admin/');

/** The refusal in the shape the caller reads: GraphQL errors on GraphQL paths, else `{ error }`. */
function refuse(reply: FastifyReply, path: string, status: 403 | 415, message: string) {
  void reply.code(status).header('cache-control', 'no-store');
  if (/^\/(admin\/)?graphql(\/|$)/.test(path)) {
    const code = status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
    return reply.send({ errors: [{ message, extensions: { code } }] });
  }
  return reply.send({ error: message });
}

/**
 * Registers the guard on every route of `app` (an onRequest hook: nothing is read or forwarded
 * for a refused request). `allowedOrigins` are the shop's own origins.
 */
export function registerWriteGuard(
  app: FastifyInstance,
  { allowedOrigins }: { allowedOrigins: readonly string[] },
): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!guarded(path)) return undefined;
    const crossSite = crossSiteRefusal(request.method, request.headers, allowed);
    if (crossSite) {
      request.log.warn({ origin: request.headers.origin }, 'refused a write from another site');
      return refuse(reply, path, 403, crossSite);
    }
    const wrongType = bodyTypeRefusal(request.method, request.url, request.headers['content-type']);
    if (wrongType) return refuse(reply, path, 415, wrongType);
    return undefined;
  });
}
