import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../field/Field';

/** Props of {@link NumberField}. */
export type NumberFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'> &
  FieldOwnProps;

/**
 * A field for digits only: phone numbers and one-time codes. A text input with the numeric
 * keyboard rather than `type="number"`, which would drop leading zeros and add spin buttons;
 * anything but digits is removed as the user types or pastes, then `maxLength` digits kept.
 */
export function NumberField({ onChange, maxLength, ...props }: NumberFieldProps) {
  const [field, attributes] = splitFieldProps(props);
  // maxLength is applied to the digits, not natively: a pasted "12 34-56" must still fit 6.
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D+/g, '').slice(0, maxLength ?? undefined);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <Field {...field}>
      {(control) => (
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          {...control}
          {...attributes}
          onChange={keepDigits}
        />
      )}
    </Field>
  );
}
