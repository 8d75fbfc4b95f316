import { crossSiteRefusal, echoRequestId, requestIdOptions } from '@bloom/ops';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { Registry } from '@platformatic/prom-client';
import type { Options as HashOptions } from '@node-rs/argon2';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCatalogVersionRoute } from './catalog/version-routes.ts';
import path from 'node:path';
import { defaultAllowedOrigins, imagesDir, repoRoot } from './config.ts';
import type { AppContext } from './context.ts';
import { registerContactRoutes } from './contact/routes.ts';
import { registerCouponRoutes } from './coupons/routes.ts';
import type { Database } from './db/index.ts';
import { installContract } from './http/contract.ts';
import { HttpError, installErrorHandling } from './http/errors.ts';
import { defaultRateLimits, type RateLimitRules } from './http/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import { registerHealthRoutes } from './ops/health.ts';
import {
  countingMailer,
  createShopMetrics,
  measuredDatabase,
  registerMetrics,
} from './ops/metrics.ts';
import { registerOrderRoutes } from './orders/routes.ts';
import { registerProductRoutes } from './products/routes.ts';
import { registerReviewRoutes } from './reviews/routes.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerWishlistRoutes } from './wishlist/routes.ts';
import { registerActivityRoutes } from './activity/routes.ts';
import { registerStaffRoutes } from './staff/routes.ts';
import { registerStaffSessionRoutes } from './staff/session-routes.ts';
import { registerAdminOrderRoutes } from './orders/admin-routes.ts';
import { registerAdminCustomerRoutes } from './users/admin-routes.ts';
import { registerAdminMessageRoutes } from './contact/admin-routes.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { registerCatalogueAdmin } from './products/admin-plugin.ts';
import { developmentTotpKey, secretBox } from './staff/totp-key.ts';
import { guardStaffChanges, registerStaffScope } from './activity/guard.ts';

/** Largest request body accepted. */
export const bodyLimit = 100 * 1024;

/** What `buildApp` needs; everything but the database has a default. */
export interface BuildAppOptions {
  /** The database, already migrated. */
  db: Database;
  /** Where mail goes. @default a mailer that drops every message */
  mailer?: Mailer;
  /**
   * Browser origins allowed to call (a write without Origin: by `Sec-Fetch-Site`; with neither
   * header, allowed). @default `publicUrl`'s origin, else `defaultAllowedOrigins`
   */
  allowedOrigins?: string[];
  /** The shop's address (`PUBLIC_URL`): links in mails. @default the first allowed origin */
  publicUrl?: string;
  /**
   * Whose X-Forwarded-For to believe (Fastify `trustProxy`): only the configured proxies in front
   * (the gateway). @default false (nobody: a caller cannot pick its own address)
   */
  trustProxy?: boolean | string;
  /** Mark the session cookie Secure. @default false */
  secureCookies?: boolean;
  /** Abuse limits; unnamed rules keep their defaults. */
  rateLimits?: Partial<RateLimitRules>;
  /** argon2id cost (tests lower it). @default the library's defaults (19 MiB, 2 passes) */
  passwordHashing?: HashOptions;
  /**
   * `required`: staff must use two-factor sign-in (`STAFF_2FA`).
   * @default 'optional'
   */
  staffTwoFactor?: 'optional' | 'required';
  /** The back office's address in staff mails. @default `publicUrl` + /admin */
  backOfficeUrl?: string;
  /**
   * Where uploaded product photos go (served at /images/u/).
   * @default <repo root>/data/uploads
   */
  uploadsDir?: string;
  /**
   * The key staff two-factor secrets are sealed with (`STAFF_TOTP_KEY`, 32 bytes).
   * @default the development key (never accepted in production; see `readTotpKey`)
   */
  totpKey?: Buffer;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /**
   * Serve the contract's reference page at /api/docs (the document itself is always served).
   * @default NODE_ENV !== 'production'
   */
  referencePage?: boolean;
  /**
   * Check every reply against its zod schema before writing it (a reply that leaves the document
   * is a 500): the tests' guarantee, skipped in production (http/contract.ts, replySerializer).
   * @default NODE_ENV !== 'production'
   */
  checkReplies?: boolean;
}

const healthReply = z.strictObject({ ok: z.literal(true) });
const unhealthyReply = z.strictObject({
  ok: z.literal(false),
  error: z.string().describe('Why the api cannot serve.'),
});

class NulCharacterError extends Error {}

// Drops keys able to reach Object.prototype once a body is spread or merged, and refuses NUL,
// which PostgreSQL text cannot hold (it would otherwise surface as a 500).
const reviveSafely = (key: string, value: unknown) => {
  if (key === '__proto__' || key === 'constructor') return undefined;
  if (typeof value === 'string' && value.includes('\u0000')) throw new NulCharacterError();
  return value;
};

/**
 * Whether `source` may hold what {@link reviveSafely} acts on: a NUL can only be written as the
 * escape \u0000, and a dangerous key either spelled out or through escapes. Most bodies hold
 * none, and parse without the reviver (which cost a 5 MB import about a tenth of a second).
 */
const mayNeedReviving = (source: string) =>
  source.includes('\\u') || source.includes('__proto__') || source.includes('constructor');

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNul)
      : typeof value === 'object' && value !== null && Object.values(value).some(hasNul);

/** Builds the REST service over `db`, ready for `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit,
    ...requestIdOptions,
  });
  // Operations first (request id, metrics, health): they see every request and route after.
  echoRequestId(app);
  const registry = new Registry();
  const metrics = createShopMetrics(registry);
  await registerMetrics(app, registry);
  registerHealthRoutes(app, { db: options.db });
  const allowedOrigins = new Set(
    options.allowedOrigins ??
      (options.publicUrl ? [new URL(options.publicUrl).origin] : defaultAllowedOrigins),
  );
  const publicUrl = (options.publicUrl ?? [...allowedOrigins][0]!).replace(/\/+$/, '');
  const context: AppContext = {
    // Staff changes without their activity row are refused (activity/guard.ts).
    db: guardStaffChanges(measuredDatabase(options.db, registry)),
    mailer: countingMailer(options.mailer ?? { send: async () => {} }, metrics),
    metrics,
    limits: { ...defaultRateLimits, ...options.rateLimits },
    passwordHashing: options.passwordHashing ?? {},
    secureCookies: options.secureCookies ?? false,
    staffTwoFactor: options.staffTwoFactor ?? 'optional',
    backOfficeUrl: options.backOfficeUrl ?? `${publicUrl}/admin`,
    uploadsDir: options.uploadsDir ?? path.join(repoRoot, 'data', 'uploads'),
    totpBox: secretBox(options.totpKey ?? developmentTotpKey),
  };

  installErrorHandling(app);
  registerStaffScope(app);

  // JSON only: text/plain is what a cross-site HTML form can send without a preflight.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    /^application\/([\w.-]+\+)?json$/,
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const source = Buffer.isBuffer(body) ? body.toString('utf8') : body;
      if (source.trim() === '') return done(null, undefined);
      try {
        done(null, mayNeedReviving(source) ? JSON.parse(source, reviveSafely) : JSON.parse(source));
      } catch (error) {
        done(
          new HttpError(
            400,
            error instanceof NulCharacterError
              ? 'Text in the request may not contain NUL characters.'
              : 'The request body is not valid JSON.',
          ),
          undefined,
        );
      }
    },
  );

  // Any request from a page of another origin; a write without Origin whose Sec-Fetch-Site is not
  // same-origin or none (@bloom/ops write-guard.ts). The gateway relays both headers.
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (
      (origin !== undefined && !allowedOrigins.has(origin)) ||
      crossSiteRefusal(request.method, request.headers, allowedOrigins)
    ) {
      throw new HttpError(403, 'Requests from this origin are not allowed.');
    }
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query)) {
      throw new HttpError(400, 'Text in the request may not contain NUL characters.');
    }
  });

  // Before any route: @fastify/swagger collects routes as they are added.
  await installContract(app, {
    referencePage: options.referencePage ?? process.env['NODE_ENV'] !== 'production',
    ...(options.checkReplies === undefined ? {} : { checkReplies: options.checkReplies }),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    // File names never change content (a new picture gets a new name).
    maxAge: '365d',
    immutable: true,
    index: false,
    wildcard: true,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        description: 'Whether the api and its database answer.',
        response: { 200: healthReply, 503: unhealthyReply },
      },
    },
    async (request, reply) => {
      try {
        await context.db.query('SELECT 1');
        return { ok: true } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ ok: false, error: 'The database is not answering.' });
      }
    },
  );

  registerProductRoutes(app, context);
  registerUserRoutes(app, context);
  registerContactRoutes(app, context);
  registerCouponRoutes(app, context);
  registerOrderRoutes(app, context);
  registerReviewRoutes(app, context);
  registerWishlistRoutes(app, context);
  registerCatalogVersionRoute(app, context);
  registerStaffSessionRoutes(app, context);
  registerStaffRoutes(app, context);
  registerActivityRoutes(app, context);
  registerAdminOrderRoutes(app, context);
  registerAdminCustomerRoutes(app, context);
  registerAdminMessageRoutes(app, context);
  registerDashboardRoutes(app, context);
  await registerCatalogueAdmin(app, context);

  await app.ready();
  return app;
}
