/**
 * `103 Early Hints` for pages (DESIGN.md, Storefront: the first paint): before a page is looked
 * up or rendered, the browser is told of the stylesheet and the entry script every page needs
 * (and an Urdu page of the Urdu font), so it fetches them while the server still waits for the
 * page's data. Browsers act on them over HTTP/2 and later (a CDN or proxy in front passes them
 * on); HTTP/1.1 clients that do not know 103 skip it as the protocol asks. The LCP image is not among them: which it is, is known
 * only once the page's data is in, when the page's own head preloads it.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { requestLocale } from './messages.ts';

/**
 * A route hook sending `links` (or those it gives for the request), and `localeLinks` of the page's language (its path: `/ur/...`
 * is Urdu, whose pages also fetch the Urdu font), as one 103 answer to each GET of the route (a
 * HEAD has no body to prepare for). Nothing is sent when there are no links (development).
 */
export function earlyHints(
  links: string[] | ((request: FastifyRequest) => string[]),
  localeLinks: Partial<Record<string, string[]>> = {},
): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const own = typeof links === 'function' ? links(request) : links;
    const all = [...own, ...(localeLinks[requestLocale(request)] ?? [])];
    // HTTP/1.0 has no informational answers.
    if (all.length > 0 && request.method === 'GET' && request.raw.httpVersion !== '1.0') {
      reply.writeEarlyHints({ link: all });
    }
    done();
  };
}
