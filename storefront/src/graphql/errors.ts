/**
 * What the shop does with a failed call, in one place. Every page reports a failure through
 * {@link reportError} (a toast with the gateway's sentence) or, for a form, through
 * {@link reportFormError}: a BAD_USER_INPUT is about what was typed, so it lands on the form,
 * under the field it names (focused) or above the submit button; anything else (not logged in,
 * too many tries, a conflict, the shop unreachable) is a toast. Actors that run a call for a
 * machine throw {@link toShopError}'s answer, so machines never see Apollo's types.
 *
 * The shop's sentences come from the gateway in the request's language; the storefront's own
 * (the shop unreachable, nothing better known) are written in English where they are made and
 * shown in the page's language when the caller passes its intl (`useIntl()`), see
 * machines/sentences.ts.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '@bloom/ui';
import type { ErrorCode } from '../__generated__/enums.ts';
import {
  FALLBACK_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  localSentence,
  type SentenceIntl,
} from '../machines/sentences.ts';

export type { ErrorCode } from '../__generated__/enums.ts';

// The codes of the schema's ErrorCode enum, at run time: `satisfies` fails the typecheck when
// the schema gains or loses one, so this cannot drift from it.
const gatewayCodes = {
  BAD_REQUEST: true,
  BAD_USER_INPUT: true,
  CONFLICT: true,
  FORBIDDEN: true,
  GRAPHQL_PARSE_FAILED: true,
  GRAPHQL_VALIDATION_FAILED: true,
  INTERNAL_SERVER_ERROR: true,
  NOT_FOUND: true,
  OPERATION_RESOLUTION_FAILURE: true,
  PERSISTED_QUERY_NOT_FOUND: true,
  RATE_LIMITED: true,
  SERVICE_UNAVAILABLE: true,
  UNAUTHENTICATED: true,
} satisfies Record<ErrorCode, true>;

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(gatewayCodes, value);

export { NETWORK_ERROR_MESSAGE } from '../machines/sentences.ts';

/**
 * The message to show for an error from a query or mutation, or for a failure already reduced to
 * `{ message }` (a {@link ShopError}, the checkout's failures); with the page's `intl`, the
 * storefront's own sentences are in the page's language (without it, in English).
 */
export function errorMessage(error: unknown, intl?: SentenceIntl): string {
  const sentence = englishErrorMessage(error);
  return intl ? localSentence(intl, sentence) : sentence;
}

function englishErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? FALLBACK_MESSAGE;
  if (ServerError.is(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE; // fetch failed
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return FALLBACK_MESSAGE;
}

/**
 * The gateway's `extensions.code` of the first GraphQL error, or the `code` of a failure already
 * reduced (a {@link ShopError}, the checkout's failures); undefined when the shop never answered.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return isErrorCode(code) ? code : undefined;
  }
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return isErrorCode(error.code) ? error.code : undefined;
  }
  return undefined;
}

/** A failed call as a machine sees it: the sentence to show, the gateway's code, its details. */
export class ShopError extends Error {
  /** The gateway's code; absent when the shop never answered (a network failure). */
  readonly code: ErrorCode | undefined;
  /** The plain values the gateway sent beside the code (e.g. a conflict's `totalAmount`). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(error: unknown) {
    // In English: the page that shows it puts it in its language (errorMessage with its intl).
    super(errorMessage(error), { cause: error });
    this.name = 'ShopError';
    this.code = errorCode(error);
    this.details = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions ?? {}) : {};
  }
}

/** What an actor throws for a failed call: a {@link ShopError} (the same one if it is one). */
export function toShopError(error: unknown): ShopError {
  return error instanceof ShopError ? error : new ShopError(error);
}

/**
 * Tells the shopper a call failed: an error toast with the shop's sentence (the storefront's
 * own in the page's language, given its intl).
 */
export function reportError(error: unknown, intl?: SentenceIntl): void {
  toast.error(errorMessage(error, intl));
}

/**
 * The api's sentences about one field start with its name in quotes, `"phone": Phone must be 7
 * to 15 digits…`, and the gateway passes them on word for word.
 */
const FIELD_SENTENCE = /^"([A-Za-z]\w*)":\s*(.+)$/s;

/** Which of a form's fields a refusal is about, and what to say under it. */
export interface FieldRefusal<Name extends string> {
  /** The form's field. */
  field: Name;
  /** The sentence, without the field's name in front. */
  message: string;
}

/** The fields of one form, for placing the shop's refusals on it. */
export interface FormFields<Name extends string> {
  /** Whether a name the shop used is one of the form's fields. */
  isField: (name: string) => name is Name;
  /** The shop's own names for fields the form calls otherwise: `{ otp: 'code' }`. */
  aliases?: Readonly<Record<string, Name>>;
  /** The field a sentence that names none can only be about (the code on /otp). */
  fallback?: Name;
}

/**
 * The field a BAD_USER_INPUT refusal is about, or undefined when it is no such refusal or names
 * no field of the form (and the form has no `fallback`).
 */
export function refusedField<Name extends string>(
  error: unknown,
  fields: FormFields<Name>,
): FieldRefusal<Name> | undefined {
  if (errorCode(error) !== 'BAD_USER_INPUT') return undefined;
  const sentence = errorMessage(error);
  const named = FIELD_SENTENCE.exec(sentence);
  if (named) {
    // About a field the form does not have (an id in the address, say): not any field's.
    const [, name = '', message = sentence] = named;
    const field = fields.aliases?.[name] ?? (fields.isField(name) ? name : undefined);
    return field === undefined ? undefined : { field, message };
  }
  return fields.fallback === undefined ? undefined : { field: fields.fallback, message: sentence };
}

/** Where {@link reportFormError} put a refusal. */
export type FormErrorPlace = 'field' | 'form' | 'toast';

/**
 * Puts a failed submit where the shopper looks for it: a BAD_USER_INPUT under the field it is
 * about, which gets the focus; any other BAD_USER_INPUT on the form as a whole (`root.server`,
 * shown above the submit button); anything else in a toast ({@link reportError}). The
 * storefront's own sentences are in the language of `intl`'s page.
 */
export function reportFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: FormFields<FieldPath<Values>>,
  intl?: SentenceIntl,
): FormErrorPlace {
  const refusal = refusedField(error, fields);
  if (refusal) {
    setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
    return 'field';
  }
  if (errorCode(error) === 'BAD_USER_INPUT') {
    setError('root.server', { type: 'server', message: errorMessage(error, intl) });
    return 'form';
  }
  reportError(error, intl);
  return 'toast';
}
