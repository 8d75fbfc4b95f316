import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CheckIcon } from '../internal/icons';
import hidden from '../internal/visually-hidden.module.css';
import styles from './FacetGroup.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** One value of a facet ("Oily") and how many products have it. */
export type FacetOption = {
  /** What the form sends (`skinType=oily`). */
  value: string;
  /** What the shopper reads ("Oily"). */
  label: string;
  /** Products with this value among the current results; 0 disables it unless it is chosen. */
  count?: number;
};

/** Props of {@link FacetGroup}. */
export type FacetGroupProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue' | 'name'
> & {
  /** The facet's name, as the group's legend ("Skin type", "Free from"). */
  legend: string;
  /** Name of every input in the form's data (`skinType`). */
  name: string;
  /** The values, in the order shown. */
  options: readonly FacetOption[];
  /** multiple: checkboxes, any number chosen; single: radios, one chosen. @default 'multiple' */
  type?: 'multiple' | 'single';
  /** The chosen values (controlled). */
  selected?: readonly string[];
  /** The values chosen at first (uncontrolled; what the server renders from the address). */
  defaultSelected?: readonly string[];
  /** Called with every chosen value, in the order shown, after each change. */
  onSelectedChange?: (selected: string[]) => void;
  /** How a count is read aloud. @default 12 → "12 products", in the page's language */
  countLabel?: (count: number) => string;
};

/**
 * The fieldset and legend of every filter group (FacetGroup, PriceRange, SkinTypeFilter), so
 * they line up in a FilterPanel. Not exported from the package.
 */
export function FilterFieldset({
  legend,
  className,
  children,
  ...props
}: ComponentPropsWithRef<'fieldset'> & { legend: ReactNode }) {
  return (
    <fieldset className={cx(styles.root, className)} {...props}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * One facet of a listing's filters: a fieldset of native checkboxes (or radios), each with its
 * label and the number of products that have it, shown as "Oily 12" and read "Oily (12
 * products)". Native inputs with `name` and `value` make it work inside a GET form without
 * JavaScript. A value no product has (count 0) is disabled unless it is already chosen, so a
 * shopper can always undo a choice.
 *
 * For an exclusion ("Free from": Fragrance, Parabens) only the legend differs: the chosen
 * values are the ones the listing leaves out.
 */
export function FacetGroup({
  legend,
  name,
  options,
  type = 'multiple',
  selected,
  defaultSelected,
  onSelectedChange,
  countLabel: countLabelProp,
  className,
  ...props
}: FacetGroupProps) {
  const t = useUiMessages();
  const countLabel = countLabelProp ?? ((count: number) => t('ui.facetGroup.count', { count }));
  // The inputs hold the state (so a form works before the script runs); after a change the
  // group reports what is checked in it, whether or not the app controls `selected`.
  const report = (event: ChangeEvent<HTMLInputElement>) => {
    const group = event.currentTarget.closest('fieldset');
    if (!group || !onSelectedChange) return;
    const checked = group.querySelectorAll<HTMLInputElement>('input:checked');
    onSelectedChange(Array.from(checked, (input) => input.value));
  };
  return (
    <FilterFieldset legend={legend} className={className} {...props}>
      {options.map((option) => {
        const chosen = (selected ?? defaultSelected)?.includes(option.value) ?? false;
        return (
          <label key={option.value} className={styles.option}>
            <span className={styles.box}>
              <input
                className={styles.input}
                type={type === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={option.value}
                checked={selected ? chosen : undefined}
                defaultChecked={selected ? undefined : chosen}
                disabled={option.count === 0 && !chosen}
                onChange={report}
              />
              {type === 'single' ? (
                <span className={styles.dot} />
              ) : (
                <CheckIcon className={styles.check} size={14} strokeWidth={3} />
              )}
            </span>
            <span className={styles.label}>{option.label}</span>
            {option.count !== undefined && (
              <>
                <span className={styles.count} aria-hidden="true">
                  {option.count}
                </span>
                <span className={hidden.hidden}> ({countLabel(option.count)})</span>
              </>
            )}
          </label>
        );
      })}
    </FilterFieldset>
  );
}
