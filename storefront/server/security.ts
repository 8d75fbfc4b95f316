/**
 * Security headers on every response of the web server (@fastify/helmet): a strict Content
 * Security Policy for the shop's pages, and HSTS outside development. Each relaxation below was
 * found in real Chromium (e2e/security-headers.spec.ts). /graphql answers carry the gateway's own
 * headers (its playground needs a wider policy), which replace these.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { earlyTapsHash } from './early-taps-hash.ts';

/**
 * The shop's policy: everything from this origin, no inline script but the one named by its hash,
 * no evaluated script, no plugins, no framing, forms and `<base>` only to this origin. The data
 * the server hands the page and the JSON-LD are `<script type="application/json">`/`ld+json`
 * blocks, which never run, so they need no exception. Development (Vite's hot reload) needs its inline preamble and websocket.
 */
export function shopDirectives({ production, dev }: { production: boolean; dev: boolean }) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': dev ? ["'self'", 'ws:'] : ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    // Vite's React refresh preamble is an inline script, in development only (where a hash
    // would switch 'unsafe-inline' off). Otherwise only the keeper of early taps, by its hash.
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", earlyTapsHash],
    'script-src-attr': ["'none'"],
    // React renders a `style` prop as an attribute in the server's HTML (a grid's column count,
    // the marquee's speed, a skeleton's line widths); blocked, the page would lose them, since
    // hydration does not set attributes again. Style attributes cannot run script.
    'style-src-attr': ["'unsafe-inline'"],
    // Vite injects modules' CSS as <style> elements in development.
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
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

/** Registers helmet for every route, 404 and error of `app`. Register it before the routes. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; dev: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: shopDirectives(options) },
    // Helmet's default (no-referrer) would also hide the shop from the sites it links to; this
    // still never sends a path (reset links carry a token in theirs) to another origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' says the same to current browsers; this is for older ones.
    xFrameOptions: { action: 'deny' },
    // Browsers ignore HSTS over plain http, but a local https set-up (a TLS proxy on localhost)
    // would pin the whole host, every other local project included, to https for a year.
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
}
