import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../field/Field';

/** Props of {@link TextField}: the field's own props plus every `<input>` attribute. */
export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & FieldOwnProps;

/**
 * A labelled single-line input (name, email, address, coupon code). Digits only are a NumberField,
 * passwords a PasswordField, several lines a TextArea.
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, attributes] = splitFieldProps(props);
  return (
    <Field {...field}>{(control) => <input type={type} {...control} {...attributes} />}</Field>
  );
}
