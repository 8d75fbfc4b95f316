/**
 * The fields several of the shop's forms ask for in the same way (name, email, phone, address,
 * the reset code, a new password), as props for `@bloom/ui`'s fields, wired to a useShopForm
 * form: `<TextField {...emailField(form)} />`, or `emailField(form, { onChange })` with
 * register's options. Their labels are the catalogue's, in the page's language.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { LIMITS } from './schemas.ts';

/** The part of a form these fields use: any form with a text field called `Name`. */
interface FormWith<Name extends string, State> {
  register(
    name: Name,
    options?: { onChange?: (event: unknown) => unknown },
  ): UseFormRegisterReturn<Name>;
  getFieldState(name: Name, formState: State): { error?: { message?: string } };
  formState: State;
}

/** register's options these fields pass on. */
type FieldOptions = { onChange?: (event: unknown) => unknown };

function wired<Name extends string, State>(
  form: FormWith<Name, State>,
  name: Name,
  options?: FieldOptions,
) {
  return {
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, options),
  };
}

/** The shopper's email, as every form asks for it. */
export function emailField<State>(form: FormWith<'email', State>, options?: FieldOptions) {
  return {
    label: <FormattedMessage id="shop.field.email" />,
    type: 'email',
    autoComplete: 'email',
    required: true,
    ...wired(form, 'email', options),
  } as const;
}

/** The shopper's full name, as every form asks for it. */
export function nameField<State>(form: FormWith<'name', State>, options?: FieldOptions) {
  return {
    label: <FormattedMessage id="shop.field.name" />,
    autoComplete: 'name',
    required: true,
    maxLength: LIMITS.name,
    ...wired(form, 'name', options),
  } as const;
}

/** A phone number, digits only (for NumberField); required unless told otherwise. */
export function phoneField<State>(form: FormWith<'phone', State>, options?: FieldOptions) {
  return {
    label: <FormattedMessage id="shop.field.phone" />,
    autoComplete: 'tel',
    required: true,
    maxLength: LIMITS.phoneMax,
    ...wired(form, 'phone', options),
  } as const;
}

/** A delivery address (for TextArea); required unless told otherwise. */
export function addressField<State>(form: FormWith<'address', State>, options?: FieldOptions) {
  return {
    label: <FormattedMessage id="shop.field.address" />,
    autoComplete: 'street-address',
    required: true,
    rows: 3,
    maxLength: LIMITS.address,
    ...wired(form, 'address', options),
  } as const;
}

/** The mailed password-reset code (for NumberField). */
export function codeField<State>(form: FormWith<'code', State>) {
  return {
    label: <FormattedMessage id="shop.field.code" />,
    autoComplete: 'one-time-code',
    required: true,
    maxLength: LIMITS.code,
    ...wired(form, 'code'),
  } as const;
}

/** A password being chosen (for PasswordField): the shop's length rule. */
export function newPasswordField<Name extends 'password' | 'confirmPassword', State>(
  form: FormWith<NoInfer<Name>, State>,
  name: Name,
  label: ReactNode,
) {
  return {
    label,
    autoComplete: 'new-password',
    required: true,
    minLength: LIMITS.passwordMin,
    maxLength: LIMITS.passwordMax,
    ...wired(form, name),
  } as const;
}
