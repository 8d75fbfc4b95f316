import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../field/Field';
import { cx } from '../internal/cx';
import { ChevronDownIcon } from '../internal/icons';
import styles from './SelectField.module.css';

/** One choice of a {@link SelectField}. */
export type SelectOption = {
  /** What the form sends; '' for "none chosen". */
  value: string;
  /** What the shopper reads. */
  label: string;
};

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
      {({ className, ...control }) => (
        <span className={styles.control}>
          <select className={cx(className, styles.select)} {...control} {...attributes}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className={styles.chevron} size={18} />
        </span>
      )}
    </Field>
  );
}
