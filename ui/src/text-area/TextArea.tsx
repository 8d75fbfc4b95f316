import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps } from '../field/Field';

/** Props of {@link TextArea}: the field's own props plus every `<textarea>` attribute. */
export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className'> & FieldOwnProps;

/** A labelled multi-line input (contact message, review text). */
export function TextArea({ label, hint, error, className, id, rows = 4, ...props }: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      id={id}
      required={props.required}
    >
      {(control) => <textarea rows={rows} {...control} {...props} />}
    </Field>
  );
}
