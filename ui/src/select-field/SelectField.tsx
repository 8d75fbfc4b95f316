import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../field/Field';
import { NativeSelect, type NativeSelectOption } from '../internal/NativeSelect';

/** One choice of a {@link SelectField}; value '' for "none chosen". */
export type SelectOption = NativeSelectOption;

/** Props of {@link SelectField}: the field's own props plus every `<select>` attribute. */
export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> &
  FieldOwnProps & {
    /** The choices, in the order shown. */
    options: readonly SelectOption[];
  };

/**
 * A labelled native select stacked like the other fields (a review's skin type): keyboard and
 * screen-reader friendly on every platform, and sent with its form without JavaScript.
 */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const [field, attributes] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <NativeSelect options={options} {...control} {...attributes} />}
    </Field>
  );
}
