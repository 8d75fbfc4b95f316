import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { ChevronDownIcon } from './icons';
import styles from './NativeSelect.module.css';

/** One choice of a native select. */
export type NativeSelectOption = {
  /** What the form sends. */
  value: string;
  /** What the shopper reads. */
  label: string;
};

/**
 * A native `<select>` without the platform's arrow, with the library's chevron (SelectField,
 * SortSelect): keyboard and screen-reader friendly everywhere, sent with its form without
 * JavaScript.
 */
export function NativeSelect({
  options,
  className,
  wrapperClassName,
  ...props
}: Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  options: readonly NativeSelectOption[];
  /** Class of the box around the select and its chevron. */
  wrapperClassName?: string;
}) {
  return (
    <span className={cx(styles.control, wrapperClassName)}>
      <select className={cx(className, styles.select)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} size={18} />
    </span>
  );
}
