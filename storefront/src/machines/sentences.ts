/**
 * The sentences the storefront's own code says when a call fails or a step is refused (the
 * machines, their actors, graphql/errors.ts). They travel in English, inside failures, machine
 * context and history state, because where they are made no page's language is known: a
 * machine runs outside React, a failure is reduced before anyone reads it. A page shows one
 * through {@link localSentence}, which gives the catalogue's words in the page's language; any
 * other sentence is the shop's (the gateway's, already in the request's language) and is shown
 * as it came.
 *
 * No dependencies but a type: the machines import this without Apollo or react-intl.
 */
import type { IntlShape } from 'react-intl';
import type { ShopMessageId } from '../i18n/catalogues.ts';

/** Said when the shop cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the shop. Check your connection and try again.';

/** Said about a failed call when nothing better is known. */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Said in the checkout's summary about a failure that came without a sentence. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong.';

/** Said when a call was answered without its data. */
export const NO_ANSWER_MESSAGE = 'No answer from the shop.';

/** Said when a coupon refused while the order waited for it stops the order. */
export const COUPON_REFUSED_MESSAGE =
  'Your order was not placed because the coupon could not be applied. Check the total and order again.';

/** Said on /forget when a later step was opened with an address that cannot be right. */
export const BROKEN_LINK_NOTICE =
  'That reset link is not valid or has expired. Enter your email to get a new code.';

// Each sentence above and its message: the catalogue holds the same English (catalogues.test.ts
// checks the English matches the source) and the Urdu.
const messageIds: ReadonlyMap<string, ShopMessageId> = new Map<string, ShopMessageId>([
  [NETWORK_ERROR_MESSAGE, 'shop.error.network'],
  [FALLBACK_MESSAGE, 'shop.error.fallback'],
  [GENERIC_FAILURE_MESSAGE, 'shop.error.generic'],
  [NO_ANSWER_MESSAGE, 'shop.error.noAnswer'],
  [COUPON_REFUSED_MESSAGE, 'shop.checkout.couponNotApplied'],
  [BROKEN_LINK_NOTICE, 'shop.passwordReset.brokenLink'],
]);

/** What {@link localSentence} formats with: the page's intl (`useIntl()`). */
export type SentenceIntl = Pick<IntlShape, 'formatMessage'>;

/**
 * A sentence to show on a page: one of the storefront's own (above) in the page's language,
 * anything else (the shop's) as it is.
 */
export function localSentence(intl: SentenceIntl, sentence: string): string {
  const id = messageIds.get(sentence);
  return id ? intl.formatMessage({ id }) : sentence;
}
