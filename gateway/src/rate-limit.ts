/**
 * Per-address limits on the GraphQL reads that cost the most (DESIGN.md, "Abuse limits"):
 * search suggestions, searched or filtered listings (rare combinations no cache holds) and the
 * sitemap's product index. One client looping them otherwise slowed every other shopper (issue
 * 25). Generous: a shopper typing fast in the search box asks once per pause (a few a second at
 * most) and never meets the limit of 40 in 10 s; past it the
 * answer is 429 with `Retry-After` and a RATE_LIMITED error, before any REST call. Plain
 * listings, products, the session and every mutation are not counted here (the api limits
 * logins, signups and the like itself).
 *
 * The address is the shopper's: the web server forwards it in X-Forwarded-For, which the gateway
 * believes from the hops `trustProxy` names. Counters live in this process's memory
 * (@fastify/rate-limit's local store): the gateway has no database, and a per-process bound is
 * what this limit needs (N gateway processes allow an address up to N times the limit). The
 * api's abuse counters, which must be shared, live in PostgreSQL.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse, valueFromASTUntyped, visit, type ValueNode } from 'graphql';

/** How many expensive reads one address may make in one window. */
/** Expensive reads one address may make in a window, before RATE_LIMIT_MULTIPLIER. */
export const defaultGraphqlRateLimit = 40;

export interface GraphqlRateLimit {
  /** Expensive operations per window. @default 40 */
  max?: number;
  /** Window length in ms: short, so a refusal lasts seconds. @default 10000 */
  windowMs?: number;
}

/** Fields that are expensive whatever their arguments. */
const alwaysExpensive = new Set(['searchSuggestions', 'productIndex']);

/** Listings that are expensive once searched or filtered. */
const listings = new Set(['products', 'bundles']);

/** Names that must appear in a document for it to hold an expensive read: a cheap first look. */
const mentionsExpensive = /searchSuggestions|productIndex|search|filter/;

/** Whether a value narrows anything: non-blank text, a number, true, or a container of one. */
function narrows(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(narrows);
  if (typeof value === 'object') return Object.values(value).some(narrows);
  return true;
}

/**
 * Whether a GraphQL request asks for an expensive read: a field of `alwaysExpensive`, or a
 * listing with a `search` or `filter` argument that narrows it (literal or through variables).
 * A document that does not parse is not counted: Apollo refuses it before any REST call.
 */
export function isExpensiveRead(query: unknown, variables: unknown): boolean {
  if (typeof query !== 'string' || !mentionsExpensive.test(query)) return false;
  let document;
  try {
    document = parse(query, { maxTokens: 2000 });
  } catch {
    return false;
  }
  const values =
    variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
  const valueOf = (node: ValueNode) =>
    node.kind === Kind.VARIABLE ? values[node.name.value] : valueFromASTUntyped(node, values);
  let expensive = false;
  visit(document, {
    Field(field) {
      const name = field.name.value;
      if (alwaysExpensive.has(name)) expensive = true;
      else if (listings.has(name)) {
        expensive ||= (field.arguments ?? []).some(
          (argument) =>
            (argument.name.value === 'search' || argument.name.value === 'filter') &&
            narrows(valueOf(argument.value)),
        );
      }
    },
  });
  return expensive;
}

/** The GraphQL request's document and variables, from a POST body or a GET query string. */
function operationOf(request: FastifyRequest): { query: unknown; variables: unknown } {
  const source = (request.method === 'GET' ? request.query : request.body) as
    Record<string, unknown> | undefined;
  let variables = source?.['variables'];
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = undefined;
    }
  }
  return { query: source?.['query'], variables };
}

/**
 * Registers the limit: a `preHandler` hook of `/graphql` (the body is parsed by then) that counts
 * expensive reads per address and refuses past the limit.
 */
export async function registerGraphqlRateLimit(
  app: FastifyInstance,
  options: GraphqlRateLimit = {},
): Promise<void> {
  // global: false: no route is limited as such; only the hook below counts, and only expensive
  // reads on /graphql (never /healthz, /readyz, /metrics, images or the back office's schema).
  await app.register(fastifyRateLimit, { global: false });
  const limit = app.createRateLimit({
    max: options.max ?? defaultGraphqlRateLimit,
    timeWindow: options.windowMs ?? 10_000,
  });
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url !== '/graphql' && !request.url.startsWith('/graphql?')) return;
    const { query, variables } = operationOf(request);
    if (!isExpensiveRead(query, variables)) return;
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const retryAfterSeconds = Math.max(1, counted.ttlInSeconds);
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({
        errors: [
          {
            message:
              'Too many searches from your address in a short time. Please wait a moment and try again.',
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
          },
        ],
      });
  });
}
