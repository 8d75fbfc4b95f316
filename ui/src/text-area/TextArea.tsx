import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../field/Field';

/** Props of {@link TextArea}: the field's own props plus every `<textarea>` attribute. */
export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'className'> & FieldOwnProps;

/** A labelled multi-line input (contact message, review text), for answers longer than a line. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const [field, attributes] = splitFieldProps(props);
  return (
    <Field {...field}>{(control) => <textarea rows={rows} {...control} {...attributes} />}</Field>
  );
}
