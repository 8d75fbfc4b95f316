/**
 * The fields several of the shop's forms ask for in the same way (a name, an email), as props
 * for `@bloom/ui`'s TextField, wired to a useShopForm form:
 * `<TextField {...emailField(form)} />`, or `emailField(form, { onChange })` with register's
 * options.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
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

function wired<Name extends string, State>(
  form: FormWith<Name, State>,
  name: Name,
  options?: { onChange?: (event: unknown) => unknown },
) {
  return {
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name, options),
  };
}

/** The shopper's email, as every form asks for it. */
export function emailField<State>(
  form: FormWith<'email', State>,
  options?: { onChange?: (event: unknown) => unknown },
) {
  return {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    ...wired(form, 'email', options),
  } as const;
}

/** The shopper's full name, as every form asks for it. */
export function nameField<State>(
  form: FormWith<'name', State>,
  options?: { onChange?: (event: unknown) => unknown },
) {
  return {
    label: 'Name',
    autoComplete: 'name',
    required: true,
    maxLength: LIMITS.name,
    ...wired(form, 'name', options),
  } as const;
}
