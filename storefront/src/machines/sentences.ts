/**
 * The sentences the storefront's own code says when a call fails or a step is refused (the
 * machines, their actors, graphql/errors.ts). They travel in English, inside failures, machine
 * context and history state, because where they are made no page's language is known: a
 * machine runs outside React, a failure is reduced before anyone reads it. A page shows one
 * through {@link localSentence}, which gives the catalogue's words in the page's language. The
 * api's own answers it knows (a login's, a review's, a coupon's) are translated the same way;
 * any other sentence (an api refusal about what was typed) is shown as it came, in English.
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

// The api's sentences a page shows as they come (toasts after a login, a review, a coupon…):
// the api speaks English whatever the page's language, so the page says them in its own.
/** The api's answer, in its words (api/src). */
const LOGGED_IN_MESSAGE = 'Logged in successfully';

/** The api's answer, in its words (api/src). */
const ACCOUNT_CREATED_MESSAGE = 'Account created. Please log in.';

/** The api's answer, in its words (api/src). */
const REVIEW_ADDED_MESSAGE = 'Review added successfully';

/** The api's answer, in its words (api/src). */
const REVIEW_UPDATED_MESSAGE = 'Review updated successfully';

/** The api's answer, in its words (api/src). */
const REVIEW_DELETED_MESSAGE = 'Review deleted successfully';

/** The api's answer, in its words (api/src). */
const COUPON_APPLIED_MESSAGE = 'Coupon applied successfully';

/** The api's answer, in its words (api/src). */
const CONTACT_THANKS_MESSAGE = 'Thank you for reaching out! We will get back to you soon.';

/** The api's answer, in its words (api/src). */
const RESET_CODE_SENT_MESSAGE = 'If an account exists for this email, a code is on its way.';

/** The api's answer, in its words (api/src). */
const CODE_VERIFIED_MESSAGE = 'Code verified';

/** The api's answer, in its words (api/src). */
const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in.';

// Each sentence above and its message: the catalogue holds the same English (catalogues.test.ts
// checks the English matches the source) and the Urdu.
const messageIds: ReadonlyMap<string, ShopMessageId> = new Map<string, ShopMessageId>([
  [NETWORK_ERROR_MESSAGE, 'shop.error.network'],
  [FALLBACK_MESSAGE, 'shop.error.fallback'],
  [GENERIC_FAILURE_MESSAGE, 'shop.error.generic'],
  [NO_ANSWER_MESSAGE, 'shop.error.noAnswer'],
  [COUPON_REFUSED_MESSAGE, 'shop.checkout.couponNotApplied'],
  [BROKEN_LINK_NOTICE, 'shop.passwordReset.brokenLink'],
  [LOGGED_IN_MESSAGE, 'shop.api.loggedIn'],
  [ACCOUNT_CREATED_MESSAGE, 'shop.api.accountCreated'],
  [REVIEW_ADDED_MESSAGE, 'shop.api.reviewAdded'],
  [REVIEW_UPDATED_MESSAGE, 'shop.api.reviewUpdated'],
  [REVIEW_DELETED_MESSAGE, 'shop.api.reviewDeleted'],
  [COUPON_APPLIED_MESSAGE, 'shop.api.couponApplied'],
  [CONTACT_THANKS_MESSAGE, 'shop.api.contactThanks'],
  [RESET_CODE_SENT_MESSAGE, 'shop.api.resetCodeSent'],
  [CODE_VERIFIED_MESSAGE, 'shop.api.codeVerified'],
  [PASSWORD_RESET_MESSAGE, 'shop.api.passwordReset'],
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
