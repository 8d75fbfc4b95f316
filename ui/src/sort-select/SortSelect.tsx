import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { NativeSelect, type NativeSelectOption } from '../internal/NativeSelect';
import styles from './SortSelect.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** One way to sort a listing: what the form sends (`sort=price-asc`), what the shopper reads. */
export type SortOption = NativeSelectOption;

/** Props of {@link SortSelect}: every `<select>` attribute plus its label and options. */
export type SortSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'onChange' | 'name' | 'value' | 'defaultValue'
> & {
  /** The ways to sort, in the order shown. */
  options: readonly SortOption[];
  /** Visible label beside the select. @default 'Sort by' */
  label?: string;
  /** Name of the field in the form's data. @default 'sort' */
  name?: string;
  /** The chosen option (controlled). */
  value?: string;
  /** The chosen option at first (uncontrolled; what the server renders). */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
};

/**
 * The listing's sort order: a native select, so it is keyboard and screen-reader friendly on
 * every platform and sends `sort` with its form without JavaScript. Outside the filter form,
 * point `form` at the form's id so Apply sends it too.
 */
export function SortSelect({
  options,
  label: labelProp,
  name = 'sort',
  onValueChange,
  className,
  id,
  ...props
}: SortSelectProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.sortSelect.label');
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <NativeSelect
        id={selectId}
        name={name}
        className={styles.select}
        wrapperClassName={styles.inline}
        options={options}
        onChange={(event) => onValueChange?.(event.target.value)}
        {...props}
      />
    </div>
  );
}
