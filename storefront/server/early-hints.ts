/**
 * `103 Early Hints` for pages (DESIGN.md, Storefront: the first paint): before a page is looked
 * up or rendered, the browser is told of the stylesheet and the entry script every page needs,
 * so it fetches them while the server still waits for the page's data. Browsers act on them
 * over HTTP/2 and later (a CDN or proxy in front passes them on); HTTP/1.1 clients that do not
 * know 103 skip it as the protocol asks. The LCP image is not among them: which it is, is known
 * only once the page's data is in, when the page's own head preloads it.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/**
 * A route hook sending `links` as one 103 answer to each GET of the route (a HEAD has no body
 * to prepare for). Nothing is sent when there are no links (development).
 */
export function earlyHints(links: string[]): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // HTTP/1.0 has no informational answers.
    if (links.length > 0 && request.method === 'GET' && request.raw.httpVersion !== '1.0') {
      reply.writeEarlyHints({ link: links });
    }
    done();
  };
}
