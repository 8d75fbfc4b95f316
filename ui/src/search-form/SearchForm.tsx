import type { ComponentPropsWithRef } from 'react';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import { SearchIcon } from '../internal/icons';
import { TextField } from '../text-field/TextField';
import styles from './SearchForm.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link SearchForm}. */
export type SearchFormProps = Omit<
  ComponentPropsWithRef<'form'>,
  'role' | 'onChange' | 'name' | 'defaultValue' | 'aria-label'
> & {
  /** Name of the search landmark, e.g. "Products". */
  'aria-label': string;
  /** Visible label of the field. @default 'Search' */
  label?: string;
  /** Name of the field in the form's data. @default 'search' */
  name?: string;
  /** The text in the field (controlled). */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called with the field's text as the shopper types. */
  onValueChange?: (value: string) => void;
  /** Hint inside the empty field. */
  placeholder?: string;
  /** Text of the submit button. @default 'Search' */
  submitLabel?: string;
};

/**
 * The shop's search: a labelled search field and its button in a search landmark. The app
 * handles `onSubmit` (prevent the default, then go to the results).
 */
export function SearchForm({
  label: labelProp,
  name = 'search',
  value,
  defaultValue,
  onValueChange,
  placeholder,
  submitLabel: submitLabelProp,
  className,
  ...props
}: SearchFormProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.searchForm.label');
  const submitLabel = submitLabelProp ?? t('ui.searchForm.submit');
  return (
    <form role="search" className={cx(styles.root, className)} {...props}>
      <TextField
        className={styles.field}
        label={label}
        type="search"
        name={name}
        value={value}
        defaultValue={defaultValue}
        placeholder={placeholder}
        onChange={(event) => onValueChange?.(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        <SearchIcon />
        {submitLabel}
      </Button>
    </form>
  );
}
