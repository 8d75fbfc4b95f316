import { useId, type ComponentPropsWithRef } from 'react';
import { FilterFieldset } from '../facet-group/FacetGroup';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import { RATING_MAX } from '../rating/Rating';
import { skinTypeMessageIds, type SkinType } from './skinTypes';
import styles from './SkinTypeChips.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link SkinTypeChips}. */
export type SkinTypeChipsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The skin types the product suits; none means it suits every skin type. */
  types: readonly SkinType[];
  /** The words before the chips, also the list's name. @default 'Suits' */
  label?: string;
  /** The one chip of a product that names no skin type. @default 'All skin types' */
  allLabel?: string;
};

/** The skin types a product suits, as chips after "Suits:" (a list named "Suits"). */
export function SkinTypeChips({
  types,
  label: labelProp,
  allLabel: allLabelProp,
  className,
  ...props
}: SkinTypeChipsProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.skinTypeChips.label');
  const allLabel = allLabelProp ?? t('ui.skinTypeChips.all');
  const labelId = useId();
  const names = types.length > 0 ? types.map((type) => t(skinTypeMessageIds[type])) : [allLabel];
  return (
    <div className={cx(styles.root, className)} {...props}>
      <span className={styles.label}>
        <span id={labelId}>{label}</span>:
      </span>
      <ul aria-labelledby={labelId} className={styles.list}>
        {names.map((name) => (
          <li key={name} className={styles.chip}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the reviews of one skin type rate the product. */
export type SkinTypeReviewStats = {
  /** The reviewers' skin type. */
  type: SkinType;
  /** Their average rating, 0 to 5; not shown without reviews. */
  averageRating?: number;
  /** How many reviews they wrote; 0 disables the choice unless it is chosen. */
  reviewCount: number;
};

/** What {@link SkinTypeFilter} filters by: one skin type, or every review. */
export type SkinTypeFilterValue = SkinType | 'all';

/** Props of {@link SkinTypeFilter}. */
export type SkinTypeFilterProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue' | 'name'
> & {
  /** One entry a skin type to offer, in the order shown (after All). */
  stats: readonly SkinTypeReviewStats[];
  /** Number of reviews in all, shown on the All chip. */
  totalCount?: number;
  /** The chosen skin type (controlled). */
  value?: SkinTypeFilterValue;
  /** The skin type chosen at first (uncontrolled). @default 'all' */
  defaultValue?: SkinTypeFilterValue;
  /** Called with the chosen skin type, or 'all'. */
  onValueChange?: (value: SkinTypeFilterValue) => void;
  /** The group's visible legend. @default 'Skin type' */
  legend?: string;
  /** Name of the radios in the form's data. @default 'skinType' */
  name?: string;
  /** The chip that shows every review. @default 'All' */
  allLabel?: string;
};

/**
 * Filters a product's reviews by the reviewer's skin type: "All" and a chip a skin type, each
 * with its average rating and number of reviews ("Oily · 4.2 ★ (5)", read "Oily (rated 4.2 out
 * of 5, 5 reviews)"). Native radios drawn as chips: Tab reaches the chosen one, the arrow keys
 * move the choice, and it works in a GET form without JavaScript.
 */
export function SkinTypeFilter({
  stats,
  totalCount,
  value,
  defaultValue = 'all',
  onValueChange,
  legend: legendProp,
  name = 'skinType',
  allLabel: allLabelProp,
  className,
  ...props
}: SkinTypeFilterProps) {
  const t = useUiMessages();
  const legend = legendProp ?? t('ui.skinTypeFilter.legend');
  const allLabel = allLabelProp ?? t('ui.skinTypeFilter.all');
  const chip = (
    chipValue: SkinTypeFilterValue,
    text: string,
    count: number | undefined,
    rating?: number,
  ) => {
    const chosen = (value ?? defaultValue) === chipValue;
    const rated = rating !== undefined && count !== undefined && count > 0;
    const spoken = [
      rated
        ? t('ui.skinTypeFilter.rated', { value: Number(rating.toFixed(1)), max: RATING_MAX })
        : '',
      count === undefined ? '' : t('ui.skinTypeFilter.reviews', { count }),
    ].filter(Boolean);
    return (
      <label key={chipValue} className={styles.chip} data-selectable="">
        <input
          type="radio"
          name={name}
          value={chipValue}
          checked={value === undefined ? undefined : chosen}
          defaultChecked={value === undefined ? chosen : undefined}
          disabled={count === 0 && !chosen}
          onChange={() => onValueChange?.(chipValue)}
        />
        {text}
        <span aria-hidden="true" className={styles.stats}>
          {rated && ` · ${rating.toFixed(1)} ★`}
          {count !== undefined && ` (${count})`}
        </span>
        {spoken.length > 0 && <span className={hidden.hidden}> ({spoken.join(', ')})</span>}
      </label>
    );
  };
  return (
    <FilterFieldset legend={legend} className={className} {...props}>
      <div className={styles.chips}>
        {chip('all', allLabel, totalCount)}
        {stats.map((stat) =>
          chip(stat.type, t(skinTypeMessageIds[stat.type]), stat.reviewCount, stat.averageRating),
        )}
      </div>
    </FilterFieldset>
  );
}
