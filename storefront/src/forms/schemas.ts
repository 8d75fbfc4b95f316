/**
 * Every form of the shop, as one zod schema each, and the rules they share. A schema's keys are
 * the form's fields; where the gateway has an input type (gateway/schema.graphql) the schema's
 * output fits it (`satisfies`), so a field the gateway adds or renames breaks the build here.
 * The limits are the api's (api/src/http/validation.ts, users/, contact/, orders/, coupons/,
 * reviews/), so what the page accepts the shop accepts too; the messages are the shop's, one per
 * problem, as catalogue ids (the page's language is the resolver's business: useShopForm.ts).
 * Values come in as typed (text) and go out trimmed, ready to send.
 *
 * Written with `zod/mini` (zod 4's tree-shakable build, the api uses the same zod): the form
 * pages carry about 6 kB of it gzipped instead of 25 kB for the chained API.
 */
import { z } from 'zod/mini';
import type { IntlShape } from 'react-intl';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import type {
  CreateReviewInput,
  LoginInput,
  RequestPasswordResetInput,
  SendContactMessageInput,
  SignupInput,
  UpdateProfileInput,
  VerifyCouponInput,
} from '../__generated__/graphql';
import type { SkinType } from '../__generated__/enums.ts';

/** The api's bounds (DESIGN.md: passwords 8 to 128; api/src/http/validation.ts for the rest). */
export const LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  phoneMin: 7,
  phoneMax: 15,
  address: 500,
  message: 5000,
  code: 6,
  coupon: 40,
  reviewText: 2000,
  rating: 5,
} as const;

/**
 * What the forms say, one sentence per problem, as the catalogue's ids (messages/en.json holds
 * the English, ur.json the Urdu). The schemas complain with the id, so one schema serves every
 * language; useShopForm's resolver puts the complaint in the page's language
 * ({@link validationSentence}) before a field shows it.
 */
export const MESSAGES = {
  nameRequired: 'shop.validation.nameRequired',
  nameTooLong: 'shop.validation.nameTooLong',
  emailRequired: 'shop.validation.emailRequired',
  emailInvalid: 'shop.validation.emailInvalid',
  emailTooLong: 'shop.validation.emailTooLong',
  passwordRequired: 'shop.validation.passwordRequired',
  passwordTooShort: 'shop.validation.passwordTooShort',
  passwordTooLong: 'shop.validation.passwordTooLong',
  phoneRequired: 'shop.validation.phoneRequired',
  phoneDigits: 'shop.validation.phoneDigits',
  phoneLength: 'shop.validation.phoneLength',
  addressRequired: 'shop.validation.addressRequired',
  addressTooLong: 'shop.validation.addressTooLong',
  messageTooLong: 'shop.validation.messageTooLong',
  codeRequired: 'shop.validation.codeRequired',
  codeShape: 'shop.validation.codeShape',
  couponRequired: 'shop.validation.couponRequired',
  couponTooLong: 'shop.validation.couponTooLong',
  passwordsDiffer: 'shop.validation.passwordsDiffer',
  currentPasswordRequired: 'shop.validation.currentPasswordRequired',
  ratingRequired: 'shop.validation.ratingRequired',
  reviewTextRequired: 'shop.validation.reviewTextRequired',
  reviewTextTooLong: 'shop.validation.reviewTextTooLong',
  skinTypeUnknown: 'shop.validation.skinTypeUnknown',
} as const satisfies Record<string, ShopMessageId>;

/** One of the forms' complaints: a message id of {@link MESSAGES}. */
export type ValidationMessageId = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The limits a complaint names (`{max}`, `{min}`), by its id. */
const MESSAGE_VALUES: Partial<Record<ValidationMessageId, Record<string, number>>> = {
  [MESSAGES.nameTooLong]: { max: LIMITS.name },
  [MESSAGES.emailTooLong]: { max: LIMITS.email },
  [MESSAGES.passwordTooShort]: { min: LIMITS.passwordMin },
  [MESSAGES.passwordTooLong]: { max: LIMITS.passwordMax },
  [MESSAGES.phoneLength]: { min: LIMITS.phoneMin, max: LIMITS.phoneMax },
  [MESSAGES.addressTooLong]: { max: LIMITS.address },
  [MESSAGES.messageTooLong]: { max: LIMITS.message },
  [MESSAGES.couponTooLong]: { max: LIMITS.coupon },
  [MESSAGES.reviewTextTooLong]: { max: LIMITS.reviewText },
};

const validationIds: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/**
 * A form's complaint as a field shows it, in the language of `intl`'s page: a schema's message
 * id formatted with the limit it names; anything else (the shop's refusal, put on the field
 * with `setError`) as it is.
 */
export function validationSentence(
  intl: Pick<IntlShape, 'formatMessage'>,
  message: string,
): string {
  if (!validationIds.has(message)) return message;
  const id = message as ValidationMessageId;
  return intl.formatMessage({ id }, MESSAGE_VALUES[id]);
}

// A check that stops the field's checks: an empty field gets "Please enter…", nothing more.
const abortWith = (message: string) => ({ error: message, abort: true });

/** A name: trimmed, 1 to 100 characters. */
export const nameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, abortWith(MESSAGES.nameRequired)),
    z.maxLength(LIMITS.name, MESSAGES.nameTooLong),
  );

/** An email address: trimmed, at most 254 characters, shaped like one (the shop checks again). */
export const emailRule = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, abortWith(MESSAGES.emailRequired)),
      z.maxLength(LIMITS.email, abortWith(MESSAGES.emailTooLong)),
    ),
  z.email(MESSAGES.emailInvalid),
);

/** A password someone is choosing (signup, reset): 8 to 128 characters, never trimmed. */
export const newPasswordRule = z
  .string()
  .check(
    z.minLength(1, abortWith(MESSAGES.passwordRequired)),
    z.minLength(LIMITS.passwordMin, MESSAGES.passwordTooShort),
    z.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  );

/** The password of an account that exists: only an upper bound (older ones may be shorter). */
export const currentPasswordRule = z
  .string()
  .check(
    z.minLength(1, abortWith(MESSAGES.passwordRequired)),
    z.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  );

/** A phone number: 7 to 15 digits (the field keeps digits only as they are typed). */
export const phoneRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, abortWith(MESSAGES.phoneRequired)),
    z.regex(/^\d+$/, abortWith(MESSAGES.phoneDigits)),
    z.minLength(LIMITS.phoneMin, MESSAGES.phoneLength),
    z.maxLength(LIMITS.phoneMax, MESSAGES.phoneLength),
  );

/** A shipping address: trimmed, 1 to 500 characters. */
export const addressRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, abortWith(MESSAGES.addressRequired)),
    z.maxLength(LIMITS.address, MESSAGES.addressTooLong),
  );

/** /signup (SPEC.md §5: name, email and password required). */
export const signupSchema = z.object({
  name: nameRule,
  email: emailRule,
  password: newPasswordRule,
}) satisfies z.ZodMiniType<SignupInput>;

/** /login (SPEC.md §5: email and password required). */
export const loginSchema = z.object({
  email: emailRule,
  password: currentPasswordRule,
}) satisfies z.ZodMiniType<LoginInput>;

/** /forget (SPEC.md §5: the email required). */
export const forgotPasswordSchema = z.object({
  email: emailRule,
}) satisfies z.ZodMiniType<RequestPasswordResetInput>;

/** /otp/{id} (SPEC.md §5: the numeric code required); VerifyResetCodeInput's `code`. */
export const verifyCodeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, abortWith(MESSAGES.codeRequired)),
      z.regex(/^\d{6}$/, MESSAGES.codeShape),
    ),
});

/**
 * /reset/{id}/{token}: the new password (ResetPasswordInput's `newPassword`) and the same again.
 * Two that differ are refused on `confirmPassword` with {@link MESSAGES.passwordsDiffer}; the
 * page does not show that one (SPEC.md §5: refused without a word).
 */
export const resetPasswordSchema = z
  .object({ password: newPasswordRule, confirmPassword: z.string() })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

/** /contact (SPEC.md §5: name, email and phone required, phone numeric; the message optional). */
export const contactSchema = z.object({
  name: nameRule,
  email: emailRule,
  phone: phoneRule,
  message: z.pipe(
    z.string().check(z.trim(), z.maxLength(LIMITS.message, MESSAGES.messageTooLong)),
    // Blank is no message at all: the field is left out of what is sent.
    z.transform((message: string) => message || undefined),
  ),
}) satisfies z.ZodMiniType<SendContactMessageInput>;

/** The profile as saved: which fields may not be emptied again, and the login email. */
export type SavedProfile = { email: string; phone: string; address: string };

/** Whether `email` is another login than `savedEmail` (the shop compares them lower-cased). */
export const emailChanges = (savedEmail: string, email: string): boolean =>
  email.trim().toLowerCase() !== savedEmail.toLowerCase();

/** Blank, or what `rule` accepts, in the rule's own sentences. */
function blankOr(rule: z.ZodMiniType<string, string>) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      if (value === '') return;
      for (const issue of z.safeParse(rule, value).error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message });
      }
    }),
  );
}

/**
 * /profile: name and email required; phone and address may stay empty until first given, but a
 * saved one cannot be emptied (the shop refuses a blank). Another login email needs the current
 * password (UpdateProfileInput's `currentPassword`). What changed is worked out on submit.
 */
export function profileSchema(saved: SavedProfile) {
  return z
    .object({
      name: nameRule,
      email: emailRule,
      phone: saved.phone ? phoneRule : blankOr(phoneRule),
      address: saved.address ? addressRule : blankOr(addressRule),
      currentPassword: z.string().check(z.maxLength(LIMITS.passwordMax, MESSAGES.passwordTooLong)),
    })
    .check(
      z.refine(
        (values) => !emailChanges(saved.email, values.email) || values.currentPassword !== '',
        { error: MESSAGES.currentPasswordRequired, path: ['currentPassword'] },
      ),
    ) satisfies z.ZodMiniType<Required<UpdateProfileInput>>;
}

/** /checkout's contact form (SPEC.md §5: phone numeric and address required). */
export const checkoutContactSchema = z.object({
  phone: phoneRule,
  address: addressRule,
}) satisfies z.ZodMiniType<Pick<UpdateProfileInput, 'phone' | 'address'>>;

/** /checkout's coupon form: VerifyCouponInput's `code`, trimmed, 1 to 40 characters. */
export const couponSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, abortWith(MESSAGES.couponRequired)),
      z.maxLength(LIMITS.coupon, MESSAGES.couponTooLong),
    ),
}) satisfies z.ZodMiniType<Pick<VerifyCouponInput, 'code'>>;

// The schema's skin types at run time: `satisfies` fails the typecheck when the schema gains or
// loses one, so the review form's choices cannot drift from it.
const reviewerSkinTypes = {
  DRY: 'DRY',
  OILY: 'OILY',
  COMBINATION: 'COMBINATION',
  SENSITIVE: 'SENSITIVE',
  NORMAL: 'NORMAL',
} as const satisfies { [Type in SkinType]: Type };

/**
 * A product's review form (write and edit): 1 to 5 stars, 1 to 2,000 characters of text (the
 * api's bounds), and the reviewer's skin type if they want to say ('' in the select, null out:
 * on an edit, null takes a given one off): CreateReviewInput without the product.
 */
export const reviewSchema = z.object({
  rating: z
    .number()
    .check(
      z.int(),
      z.minimum(1, MESSAGES.ratingRequired),
      z.maximum(LIMITS.rating, MESSAGES.ratingRequired),
    ),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, abortWith(MESSAGES.reviewTextRequired)),
      z.maxLength(LIMITS.reviewText, MESSAGES.reviewTextTooLong),
    ),
  skinType: z.pipe(
    z.union([z.literal(''), z.enum(reviewerSkinTypes)], { error: MESSAGES.skinTypeUnknown }),
    z.transform((type: SkinType | '') => (type === '' ? null : type)),
  ),
}) satisfies z.ZodMiniType<Omit<CreateReviewInput, 'productId'>>;
