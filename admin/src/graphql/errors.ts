/**
 * What the back office does with a failed call, in one place: a sentence for people in the staff
 * member's language, or the gateway's `extensions.code` to branch on (never the message).
 */
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorCode } from '../__generated__/enums.ts';

/** Said when the gateway cannot be reached at all (English; see {@link errorMessage}). */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the back office. Check your connection and try again.';

/** Said when nothing better is known (English; see {@link errorMessage}). */
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * The catalogue's sentence for each code the staff can meet. Codes left out (a malformed
 * document, a persisted query) are the back office's own faults, said as the gateway words them.
 */
export const errorCodeMessageIds: Partial<Record<ErrorCode, string>> = {
  BAD_USER_INPUT: 'admin.error.badUserInput',
  CONFLICT: 'admin.error.conflict',
  FORBIDDEN: 'admin.error.forbidden',
  NOT_FOUND: 'admin.error.notFound',
  RATE_LIMITED: 'admin.error.rateLimited',
  SERVICE_UNAVAILABLE: 'admin.error.serviceUnavailable',
  INTERNAL_SERVER_ERROR: 'admin.error.internal',
  UNAUTHENTICATED: 'admin.error.unauthenticated',
};

/**
 * The sentence to show for an error from a query or mutation. With `intl` (the screen's
 * react-intl) it is the catalogue's sentence for the gateway's code in the staff member's
 * language, given the gateway's own words as `{detail}` (English's entries are those words: they
 * are English already and name the field or the change); the gateway's message for a code
 * without an entry. Without `intl`, English as the gateway says it.
 */
export function errorMessage(error: unknown, intl?: IntlShape): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message === undefined) {
      return intl ? intl.formatMessage({ id: 'admin.error.unknown' }) : SOMETHING_WENT_WRONG;
    }
    const code = errorCode(error);
    const id = code ? errorCodeMessageIds[code] : undefined;
    return intl && id ? intl.formatMessage({ id }, { detail: message }) : message;
  }
  if (ServerError.is(error) || error instanceof TypeError) {
    return intl ? intl.formatMessage({ id: 'admin.error.network' }) : NETWORK_ERROR_MESSAGE;
  }
  return intl ? intl.formatMessage({ id: 'admin.error.unknown' }) : SOMETHING_WENT_WRONG;
}

/** {@link errorMessage} in the screen's language, for components and hooks. */
export function useErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => errorMessage(error, intl), [intl]);
}

/** The gateway's code of the first GraphQL error, if the gateway answered with one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}
