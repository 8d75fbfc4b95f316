/**
 * Security headers on every response of the gateway (@fastify/helmet): a strict Content Security
 * Policy for the shop, a wider one for the playground page only, and HSTS outside development.
 * Each relaxation below was found in real Chromium (e2e/security-headers.spec.ts). And the write
 * guard: no write from another site's page, no GraphQL body but JSON.
 */
import { bodyTypeRefusal, crossSiteRefusal, shopBodyRules } from '@bloom/ops';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The shop's policy: everything from this origin, no inline or evaluated script, no plugins, no
 * framing, forms and `<base>` only to this origin.
 */
export function shopDirectives(production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Radix dialogs lock the page's scroll with a <style> element they write at run time (its
    // rules depend on the scrollbar's width, so no hash fits). Style attributes stay blocked:
    // they fall back to style-src, and React sets styles through the CSSOM, which CSP allows.
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    // Production is served over HTTPS. Over local http Chromium leaves 127.0.0.1 alone, but
    // Safari upgrades even localhost (helmetjs/helmet#429), and any browser upgrades a LAN
    // address such as a phone trying the shop at http://192.168.x.x:4000: pages would not load.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The playground's policy (development only): the shop's, plus what GraphiQL and its Monaco
 * editor need. Their scripts still come from this origin only; Monaco's workers are files
 * under /graphql/playground/, so worker-src falls back to script-src 'self'.
 */
export function playgroundDirectives(production: boolean): Directives {
  return {
    ...shopDirectives(production),
    // GraphiQL's stylesheet inlines its fonts as data: URLs.
    'font-src': ["'self'", 'data:'],
    // The page's own <style>, Monaco's theme and layout <style> elements, and the inline style
    // attributes Monaco writes for every line of the editor.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", "'unsafe-inline'"],
  };
}

/** Registers helmet for every route, 404 and error of `app`. Register it before the routes. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { production }: { production: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: shopDirectives(production) },
    // Helmet's default (no-referrer) would also hide the shop from the sites it links to; this
    // still never sends a path (reset links carry a token in theirs) to another origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' says the same to current browsers; this is for older ones.
    xFrameOptions: { action: 'deny' },
    // Browsers ignore HSTS over plain http, but a local https set-up (a TLS proxy on localhost)
    // would pin the whole host, every other local project included, to https for a year.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

/** Swaps the shop's policy for the playground's on this reply (the playground page only). */
export function allowPlayground(reply: FastifyReply, production: boolean): void {
  reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives: playgroundDirectives(production) },
  });
}

/** The GraphQL endpoints' body rule; the file routes check theirs after the staff cookie (files.ts). */
const graphqlBodyRules = {
  '/graphql': shopBodyRules['/graphql']!,
  '/admin/graphql': shopBodyRules['/admin/graphql']!,
};

/**
 * Refuses, before anything is read, any request but GET, HEAD and OPTIONS from another site's page
 * (403: `Origin` not one of `allowedOrigins`, or without it a `Sec-Fetch-Site` other than
 * same-origin or none; @bloom/ops write-guard.ts), and a GraphQL POST whose body is not JSON
 * (415). The web server in front checks the same and passes both headers on; the gateway checks
 * again for callers that reach it directly, and passes them on to the api, which checks too.
 */
export function registerWriteGuard(
  app: FastifyInstance,
  { allowedOrigins }: { allowedOrigins: readonly string[] },
): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const graphql = /^\/(admin\/)?graphql(\/|\?|$)/.test(request.url);
    const refuse = (status: 403 | 415, message: string) => {
      void reply.code(status);
      if (!graphql) return reply.send({ error: message });
      const code = status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
      return reply.send({ errors: [{ message, extensions: { code } }] });
    };
    const crossSite = crossSiteRefusal(request.method, request.headers, allowed);
    if (crossSite) {
      request.log.warn({ origin: request.headers.origin }, 'refused a write from another site');
      return refuse(403, crossSite);
    }
    const contentType = request.headers['content-type'];
    const wrongType = bodyTypeRefusal(request.method, request.url, contentType, graphqlBodyRules);
    if (wrongType) return refuse(415, wrongType);
    return undefined;
  });
}
