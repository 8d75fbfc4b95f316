import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps } from '../field/Field';

/** Props of {@link TextField}: the field's own props plus every `<input>` attribute. */
export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & FieldOwnProps;

/** A labelled single-line input (name, email, address, coupon code). */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  type = 'text',
  ...props
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      id={id}
      required={props.required}
    >
      {(control) => <input type={type} {...control} {...props} />}
    </Field>
  );
}
