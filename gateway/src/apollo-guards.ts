/**
 * The guards every GraphQL endpoint of the gateway runs with, the shop's /graphql and the staff
 * API's /admin/graphql alike: depth, alias, directive, token and cost limits, CSRF prevention, no
 * batches, introspection and field suggestions in development only, the write timeout for
 * mutations, and errors reduced to a code and a sentence for people.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from './__generated__/resolvers-types.ts';
import { writeTimeoutPlugin, type WriteTimeoutContext } from './timeouts.ts';

/**
 * Whether an error with this code leaves with its own message (written for people) and plain
 * extensions; a code outside the schema's ErrorCode, or INTERNAL_SERVER_ERROR, leaves with a
 * generic sentence. A new ErrorCode value does not compile until it is decided here.
 */
const messageIsPublic: Record<ErrorCode, boolean> = {
  BAD_USER_INPUT: true,
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  CONFLICT: true,
  RATE_LIMITED: true,
  SERVICE_UNAVAILABLE: true,
  INTERNAL_SERVER_ERROR: false,
  GRAPHQL_PARSE_FAILED: true,
  GRAPHQL_VALIDATION_FAILED: true,
  BAD_REQUEST: true,
  PERSISTED_QUERY_NOT_FOUND: true,
  OPERATION_RESOLUTION_FAILURE: true,
};

/** Whether `code` is one of the schema's ErrorCode values with a message meant for people. */
function isPublicCode(code: unknown): boolean {
  return (
    typeof code === 'string' &&
    Object.hasOwn(messageIsPublic, code) &&
    messageIsPublic[code as ErrorCode]
  );
}

/**
 * graphql-js stops coercing variables after 50 bad values with this error, which has no code of
 * its own (Apollo would call it INTERNAL_SERVER_ERROR); it is the shopper's input, not our failure.
 */
const tooManyVariableErrors =
  'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * graphql-js's hints ("Did you mean the enum value "SKINCARE"?", and what GraphQL Armor leaves of
 * a field hint, "[Suggestion hidden]?"). Armor masks field hints only, and only in validation;
 * enum hints come from variable coercion too, and would map the schema for a stranger.
 */
const suggestion = /\s*(?:Did you mean [^?]*|\[Suggestion hidden\])\?/g;

/**
 * Keeps only what a client may see: for known codes the message and plain-valued extensions
 * (e.g. `retryAfterSeconds`, a conflict's `totalAmount`); for anything else a generic sentence.
 * In production no message suggests names the schema holds.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  production: boolean,
): GraphQLFormattedError {
  if (formatted.message === tooManyVariableErrors) {
    return {
      message: 'Too many variables have invalid values; the first 50 are listed.',
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  const code = formatted.extensions?.['code'];
  const known = isPublicCode(code);
  const extensions: Record<string, unknown> = {};
  if (known) {
    for (const [key, value] of Object.entries(formatted.extensions ?? {})) {
      if (['string', 'number', 'boolean'].includes(typeof value)) extensions[key] = value;
    }
  }
  extensions['code'] = known ? code : 'INTERNAL_SERVER_ERROR';
  const message = production ? formatted.message.replace(suggestion, '') : formatted.message;
  return {
    message: known ? message : 'Something went wrong on our side. Please try again.',
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  };
}

/**
 * Apollo Server options shared by both schemas; each server adds its own `typeDefs` and
 * `resolvers`. Unexpected failures (INTERNAL_SERVER_ERROR) are logged on `app`'s logger.
 */
export function guardedApolloOptions<Context extends WriteTimeoutContext>(
  app: FastifyInstance,
  production: boolean,
) {
  // Depth and cost stop recursive queries (bundle -> product -> bundle ...); aliases and tokens
  // stop one request from fanning out into hundreds of REST calls.
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // graphql-js counts tokens itself (parseOptions below) and answers 400; Armor's version
    // throws outside Apollo's parse step, which turns a hostile document into a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  const plugins: ApolloServerPlugin<Context>[] = [
    ...protection.plugins,
    fastifyApolloDrainPlugin(app),
    writeTimeoutPlugin<Context>(),
    // Apollo's default landing page loads from a CDN; the playground is served from npm instead.
    ApolloServerPluginLandingPageDisabled(),
    // The schemas have no @cacheControl hints; the plugin would still run on every field.
    ApolloServerPluginCacheControlDisabled(),
  ];
  return {
    introspection: !production,
    parseOptions: { maxTokens: 2000 },
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // The process shuts down gracefully itself (@bloom/ops's installGracefulShutdown; the drain
    // plugin stops Apollo on app.close()); Apollo's own SIGTERM handler would kill it at once
    // outside NODE_ENV=test.
    stopOnTerminationSignals: false,
    validationRules: protection.validationRules,
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      const safe = formatError(formatted, production);
      if (safe.extensions?.['code'] === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error }, 'resolver failed');
      return safe;
    },
    plugins,
  };
}
