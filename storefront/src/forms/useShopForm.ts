/**
 * The one way a form of the shop runs: react-hook-form with the form's zod schema (schemas.ts).
 * Fields are the `@bloom/ui` ones, wired with `register(name)` (they hand their `ref` to the
 * control) and shown their error with `error={errors.name?.message}`. A form is checked when it
 * is submitted, then again field by field as the shopper fixes it; a refused submit focuses the
 * first field in error. What the shop refuses goes through `refuse(error)` (reportFormError).
 *
 * Every word is in the page's language: the schema's complaints (catalogue ids) are formatted
 * by the resolver with the page's intl, and the storefront's own sentences about a failed call
 * too (the shop's come in the request's language already).
 *
 * Rendering on the server: the form renders empty (or with `defaultValue` on a prefilled field),
 * reads nothing of the browser, and what a shopper typed before the page's script ran is kept:
 * react-hook-form takes a field's value from the page when it differs from its default.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { $ZodType } from 'zod/v4/core';
import { validationSentence } from './schemas.ts';
import {
  refusedField,
  reportFormError,
  type FieldRefusal,
  type FormErrorPlace,
  type FormFields,
} from '../graphql/errors.ts';

/** How the shop's refusals map onto a form's fields, beyond the fields' own names. */
export type ServerFieldNames<Values extends FieldValues> = Omit<
  FormFields<FieldPath<Values>>,
  'isField'
>;

/** What {@link useShopForm} gives: react-hook-form's form, and the shop's refusals on it. */
export type ShopForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** A refusal about the form as a whole, to show above its submit button. */
  formError: string | undefined;
  /**
   * Puts a failed submit where it belongs: under the field a BAD_USER_INPUT names (focused),
   * above the button for any other BAD_USER_INPUT, in a toast for anything else.
   */
  refuse(error: unknown): FormErrorPlace;
  /** The field of this form a failure is about, if it is a BAD_USER_INPUT about one. */
  refusedField(error: unknown): FieldRefusal<FieldPath<Input>> | undefined;
};

/**
 * A react-hook-form form checked by `schema`, starting from `defaultValues` (every field, as
 * text). `handleSubmit` hands the schema's output (trimmed, ready to send) to its callback.
 */
export function useShopForm<Input extends FieldValues, Output extends FieldValues>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  serverFieldNames: ServerFieldNames<Input> = {},
): ShopForm<Input, Output> {
  const intl = useIntl();
  const checked = zodResolver(schema);
  // The schema complains with message ids: a field shows them in the page's language.
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const result = await checked(values, context, options);
    const say = (message: string) => validationSentence(intl, message);
    return { ...result, errors: inLanguage(result.errors, say) } as typeof result;
  };
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const fields: FormFields<FieldPath<Input>> = {
    isField: (name): name is FieldPath<Input> => Object.hasOwn(defaultValues, name),
    ...serverFieldNames,
  };
  return {
    ...form,
    formError: form.formState.errors.root?.['server']?.message,
    refuse: (error) => reportFormError(error, form.setError, fields, intl),
    refusedField: (error) => refusedField(error, fields),
  };
}

/** `errors` with every message passed through `say`, nested fields and lists too. */
function inLanguage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  say: (message: string) => string,
): FieldErrors<Values> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    // A field's error ({ type, message, ref }); the ref is the field's element, left alone.
    if ('type' in node && typeof node.type === 'string') {
      return 'message' in node && typeof node.message === 'string'
        ? { ...node, message: say(node.message) }
        : node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk(errors) as FieldErrors<Values>;
}
