/**
 * The gateway as one Fastify app: GraphQL at /graphql (the playground page in development) and
 * product images proxied from the api. The storefront's web server (storefront/server) forwards
 * both from the shop's origin; other clients may call it directly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { echoRequestId, readAllowedOrigins, requestIdOptions } from '@bloom/ops';
import fastifyCompress from '@fastify/compress';
import fastifyReplyFrom from '@fastify/reply-from';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { GatewayContext } from './context.ts';
import { registerAdminApi } from './admin/server.ts';
import { registerCatalogVersion } from './catalog-version.ts';
import { guardedApolloOptions } from './apollo-guards.ts';
import { createDataSources } from './datasources/index.ts';
import { createLoaders } from './loaders.ts';
import { registerHealthRoutes } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { registerPlayground } from './playground.ts';
import { registerGraphqlRateLimit, type GraphqlRateLimit } from './rate-limit.ts';
import { resolvers } from './resolvers/index.ts';
import { RestClient } from './rest/client.ts';
import { RestContract } from './rest/contract.ts';
import { allowPlayground, registerSecurityHeaders, registerWriteGuard } from './security.ts';
import { defaultReadTimeoutMs, defaultWriteTimeoutMs } from './timeouts.ts';

/** Everything buildGateway needs; main.ts fills it from the environment. */
export interface GatewayOptions {
  /** The api's origin, e.g. `http://127.0.0.1:4001`. */
  apiUrl: string;
  /** Give up on the api after this many ms in a query (and for an image). @default 2000 */
  apiTimeoutMs?: number;
  /**
   * Give up on the api after this many ms in a mutation: a write may take longer, and giving up
   * on it early leaves the shopper unsure whether it happened. @default 10000
   */
  apiWriteTimeoutMs?: number;
  /** The built playground. @default `<repo>/gateway/dist/playground` */
  playgroundDist?: string;
  /** Production turns introspection, field suggestions and the playground off. @default false */
  production?: boolean;
  /**
   * Whose X-Forwarded-For to believe (Fastify `trustProxy`): set it when a load balancer sits in
   * front, so the api's per-IP limits count shoppers rather than the balancer. @default false
   */
  trustProxy?: boolean | string;
  /** Fastify's logger setting. @default false */
  logger?: FastifyServerOptions['logger'];
  /**
   * Let identical catalogue reads in flight at the same moment share one api request (no data
   * older than the request itself). Off only to measure the gateway's raw overhead. @default true
   */
  coalesceReads?: boolean;
  /** Told about every REST call (`POST /api/...`); tests count calls with it. */
  onRestCall?: (call: string) => void;
  /**
   * The api's contract every reply is checked against.
   * @default the document `npm run codegen` wrote (`src/__generated__/rest-api.json`)
   */
  restContract?: RestContract;
  /** The per-address limit on search, filtered listings and the product index. @default 40 in 10 s */
  rateLimit?: GraphqlRateLimit;
  /**
   * The shop's own origins: a write (any method but GET, HEAD, OPTIONS) from any other page is
   * refused (`registerWriteGuard`, security.ts).
   * @default `http://localhost:4000` and `http://127.0.0.1:4000` (`readAllowedOrigins` of @bloom/ops)
   */
  allowedOrigins?: readonly string[];
}

/** The schema file: the contract, read once at start. */
const schemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

const defaultPlaygroundDist = fileURLToPath(new URL('../dist/playground', import.meta.url));

/** Fastify's request errors, reworded as sentences a client developer can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 100 KB.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** Builds (but does not start listening) the gateway app. Close it with `app.close()`. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const production = options.production ?? false;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.apiTimeoutMs ?? defaultReadTimeoutMs;
  const contract = options.restContract ?? RestContract.load();
  const writeTimeoutMs = options.apiWriteTimeoutMs ?? defaultWriteTimeoutMs;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 100 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A path the router cannot decode (`/bad%`) is refused before any route or hook runs; say
    // so in the shop's words rather than with Fastify's internal error code.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ error: 'That address could not be read.' });
    },
    ...requestIdOptions,
  });

  // Operations first (request id, metrics, health): they see every request and route after.
  echoRequestId(app);
  const metrics = await registerMetrics(app);
  registerHealthRoutes(app, { apiUrl });

  // First, so its hook runs for every route, the static files, the 404 handler and errors alike.
  await registerSecurityHeaders(app, { production });
  registerWriteGuard(app, { allowedOrigins: options.allowedOrigins ?? readAllowedOrigins({}) });

  // GraphQL answers and proxied images go out brotli- or gzip-compressed when the caller accepts it.
  // Brotli at quality 4: close to its best ratio on JSON at a fraction of the CPU of the default 11.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Fastify's own refusals (malformed JSON, a body over 100 KB) answered in the shape the caller
  // speaks: GraphQL errors on /graphql, `{ error }` elsewhere, never a stack or an internal code.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const given = error.statusCode ?? 500;
    const status = given >= 400 && given < 600 ? given : 500;
    const ours = status >= 500;
    if (ours) request.log.error({ err: error }, 'request failed');
    const message = ours
      ? 'Something went wrong on our side. Please try again.'
      : (fastifyMessages[error.code] ?? 'The request could not be read.');
    if (/^\/(admin\/)?graphql/.test(request.url)) {
      const code = ours ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
    }
    return reply.code(status).send({ error: message });
  });

  await registerGraphqlRateLimit(app, options.rateLimit);

  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers,
    ...guardedApolloOptions<GatewayContext>(app, production),
  });
  apollo.addPlugin(metrics.graphqlPlugin());
  await apollo.start();

  /** The REST client for one incoming request: its cookies in, the api's Set-Cookie out. */
  const restClientFor = (request: FastifyRequest, reply: FastifyReply) =>
    new RestClient({
      baseUrl: apiUrl,
      contract,
      log: request.log,
      timeoutMs,
      cookie: request.headers.cookie,
      origin: request.headers.origin,
      fetchSite: request.headers['sec-fetch-site'],
      clientIp: request.ip,
      requestId: request.id,
      onCall: options.onRestCall,
      coalesceReads: options.coalesceReads ?? true,
      onSetCookie: (cookies) => {
        for (const cookie of cookies) void reply.header('set-cookie', cookie);
      },
    });

  const graphqlHandler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => {
      const rest = restClientFor(request, reply);
      const dataSources = createDataSources(rest);
      return {
        dataSources,
        loaders: createLoaders(dataSources),
        useWriteTimeout: () => rest.extendTimeout(writeTimeoutMs),
      };
    },
  });

  const playground = await registerPlayground(app, {
    enabled: !production,
    dist: options.playgroundDist ?? defaultPlaygroundDist,
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: async (request, reply) => {
      if (request.method === 'GET' && playground.wants(request)) {
        allowPlayground(reply, production);
        return playground.serve(reply);
      }
      return graphqlHandler.call(app, request, reply);
    },
  });

  // The staff API: /admin/graphql, /admin/orders.csv and /admin/customers.csv (gateway/admin.graphql).
  await registerAdminApi(app, { production, restClientFor, writeTimeoutMs, playground });

  await app.register(fastifyReplyFrom, {
    base: apiUrl,
    undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
  });
  registerCatalogVersion(app);
  app.get('/images/*', (request, reply) => {
    // The URL is resolved against the api's origin: dot segments or encoded slashes could walk
    // out of /images/ into the api's own routes.
    if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(request.url)) {
      return reply.code(404).send({ error: 'Not found.' });
    }
    return reply.from(request.url, {
      // The api down or too slow is the api's unavailability, not our fault: 503 (504 when it
      // timed out), in the words the rest of the shop uses, never the socket error.
      onError: (failed, { error }) => {
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 503;
        return failed
          .code(status)
          .send({ error: 'Images are unavailable just now. Please try again.' });
      },
      // Images need no session: keep the shopper's cookies away from them.
      rewriteRequestHeaders: (_request, headers) => {
        const { cookie: _cookie, ...rest } = headers;
        return { ...rest, 'x-request-id': request.id };
      },
    });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));
  return app;
}
