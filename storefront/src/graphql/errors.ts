/**
 * Turning whatever Apollo Client throws into what a shopper reads: the gateway's sentence for
 * GraphQL errors (it carries the api's own words), a plain sentence for a network failure.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The `extensions.code` values the gateway sends (see gateway/schema.graphql). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

/** Said when the shop cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the shop. Check your connection and try again.';

/** The message to show for an error from a query or mutation. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.message ?? 'Something went wrong. Please try again.';
  }
  if (ServerError.is(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE; // fetch failed
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

/** The gateway's `extensions.code` of the first GraphQL error, if any. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.extensions?.code as ErrorCode | undefined;
}
