/**
 * How REST failures become GraphQL errors. The client sees the api's own sentence and a stable
 * `extensions.code`; never a URL, a stack or a status line from inside the network.
 */
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../__generated__/resolvers-types.ts';

/**
 * The codes a REST call can end in, each with the sentence used when the api gives none. The
 * others (GRAPHQL_PARSE_FAILED, BAD_REQUEST...) are Apollo's, about the GraphQL request itself.
 */
const fallbackMessage = {
  BAD_USER_INPUT: 'The request was not valid.',
  UNAUTHENTICATED: 'Please log in first.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That conflicts with the current state; please refresh and try again.',
  RATE_LIMITED: 'Too many attempts; please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'The shop is temporarily unavailable. Please try again in a moment.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
} satisfies Partial<Record<ErrorCode, string>>;

/** An `extensions.code` a REST call can end in. */
export type RestErrorCode = keyof typeof fallbackMessage;

const codeByStatus: Record<number, RestErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/** Longest api sentence passed through; anything longer is not a sentence meant for people. */
const maxMessageLength = 500;

/** The `extensions.code` for an api status; any other status means the api itself failed. */
export function codeForStatus(status: number): RestErrorCode {
  const mapped = codeByStatus[status];
  if (mapped) return mapped;
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return status === 502 || status === 503 || status === 504
    ? 'SERVICE_UNAVAILABLE'
    : 'INTERNAL_SERVER_ERROR';
}

/** The human sentence of an api error body `{ "error": "..." }`, when it is one. */
function sentenceOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  if (typeof error !== 'string') return undefined;
  const trimmed = error.trim();
  return trimmed.length > 0 && trimmed.length <= maxMessageLength ? trimmed : undefined;
}

/**
 * The api's deliberate extras beside `error` on a refusal (e.g. the current `totalAmount` on a
 * 409), as long as they are plain values; objects could carry anything.
 */
function extrasOf(body: unknown): Record<string, string | number | boolean> {
  const extras: Record<string, string | number | boolean> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return extras;
  for (const [key, value] of Object.entries(body)) {
    if (key === 'error' || key === 'code') continue;
    if (typeof value === 'number' || typeof value === 'boolean') extras[key] = value;
    else if (typeof value === 'string' && value.length <= maxMessageLength) extras[key] = value;
  }
  return extras;
}

/** What else the api said about a refusal besides its body. */
export interface RefusalDetails {
  /** Seconds from a Retry-After header, on a 429. */
  retryAfterSeconds?: number | undefined;
}

/**
 * A GraphQL error for a non-2xx api reply. 5xx replies are not passed on: a failing api is
 * exactly where internal detail would leak.
 */
export function apiStatusError(
  status: number,
  body: unknown,
  details: RefusalDetails = {},
): GraphQLError {
  const code = codeForStatus(status);
  if (status >= 500) return new GraphQLError(fallbackMessage[code], { extensions: { code } });
  const extensions: Record<string, unknown> = { ...extrasOf(body), code };
  if (details.retryAfterSeconds !== undefined)
    extensions['retryAfterSeconds'] = details.retryAfterSeconds;
  return new GraphQLError(sentenceOf(body) ?? fallbackMessage[code], { extensions });
}

/** The error for an api that is down, unreachable or slower than the timeout. */
export function serviceUnavailableError(): GraphQLError {
  return new GraphQLError(fallbackMessage.SERVICE_UNAVAILABLE, {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}

/** The error for an api reply the gateway cannot read (not JSON, or not the agreed shape). */
export function badGatewayError(): GraphQLError {
  return new GraphQLError(fallbackMessage.INTERNAL_SERVER_ERROR, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Whether an error carries the given GraphQL error code. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof GraphQLError && error.extensions['code'] === code;
}
