/**
 * What the back office does with a failed call, in one place: the gateway's sentence for people,
 * or its `extensions.code` to branch on (never the message).
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorCode } from '../__generated__/enums.ts';

/** Said when the gateway cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the back office. Check your connection and try again.';

/** The sentence to show for an error from a query or mutation. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.message ?? 'Something went wrong. Please try again.';
  }
  if (ServerError.is(error) || error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return 'Something went wrong. Please try again.';
}

/** The gateway's code of the first GraphQL error, if the gateway answered with one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}
