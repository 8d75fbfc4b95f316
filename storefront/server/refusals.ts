/**
 * Clean refusals at the web server (issue 25): paths that must never reach a file or the gateway
 * answer the shop's 404, and the gateway's own refusals of a forwarded call pass through as they
 * are instead of turning into a 502.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale, serverMessage } from './messages.ts';

/**
 * A dot segment, in plain or percent-encoded form (`..`, `%2e%2e`, `..%2f`), or an encoded slash
 * or backslash: under a forwarded prefix it would walk out of it once the address is resolved.
 */
const walksOut = /(?:^|\/)\.\.?(?:\/|$)|%2e|%2f|%5c|\\/i;

/** Whether `url` is a forwarded path (`/images/…`, `/graphql/…`) that tries to leave its folder. */
export function isEscapingForwardedPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/images/') && !path.startsWith('/graphql/')) return false;
  return walksOut.test(path.slice(path.indexOf('/', 1) + 1));
}

/** Registers the refusals that come before any route: they answer the shop's 404 page. */
export function registerRefusals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    // The page template is the page's skeleton with placeholders, never a page of its own.
    if (path === '/index.html' || isEscapingForwardedPath(request.url)) {
      return reply.callNotFound();
    }
  });
}

/**
 * Answers a forwarded call that this server refused itself before the gateway saw it (Fastify's
 * 4xx: a body over 100 KB, an unreadable one) with that status, in GraphQL's shape, as the
 * gateway would have, its sentence in the language of the page that called (messages.ts);
 * undefined for anything else.
 */
export function refuseForwardedCall(error: FastifyError, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const message = serverMessage(
    requestLocale(reply.request),
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'shop.server.bodyTooLarge'
      : 'shop.server.unreadable',
  );
  return reply.code(status).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/**
 * Where a form post is sent back to: the same path with a single leading slash, backslashes
 * included (`/\evil.example` reads as `//evil.example` to a browser, another site).
 */
export const pageAfterPost = (url: string) => url.replace(/^[/\\]+/, '/');
