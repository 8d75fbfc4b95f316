import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './Rating.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** How many stars a rating has (SPEC.md §9). */
export const RATING_MAX = 5;

/** Props of {@link Rating}. */
export type RatingProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> & {
  /** Rating from 0 to 5; in display mode it is rounded to the nearest whole star. */
  value: number;
  /**
   * Makes the rating an input: five radio stars operable with the arrow keys. Called with the
   * chosen number of stars.
   */
  onValueChange?: (value: number) => void;
  /** Accessible name of the input (and its visible legend when `showLabel`). @default 'Rating' */
  label?: string;
  /** Shows `label` as a visible legend in input mode. @default false */
  showLabel?: boolean;
  /** Number of reviews, shown as "(12)" after the stars in display mode. */
  reviewCount?: number;
  /** Star size. @default 'md' */
  size?: 'md' | 'lg';
  /** Name of the radio group in input mode, for native forms. */
  name?: string;
};

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.star}
      data-filled={filled || undefined}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 2.8l2.8 5.7 6.3.9-4.55 4.43 1.07 6.27L12 17.14l-5.62 2.96 1.07-6.27L2.9 9.4l6.3-.9L12 2.8z"
      />
    </svg>
  );
}

/** The outline of one star in a 24-unit box, `x` units from the left. */
function starPath(x: number): string {
  return `M${12 + x} 2.8l2.8 5.7 6.3.9-4.55 4.43 1.07 6.27L${12 + x} 17.14l-5.62 2.96 1.07-6.27L${2.9 + x} 9.4l6.3-.9L${12 + x} 2.8z`;
}

/**
 * Display mode: the five stars as one image of two paths (the filled ones, then the empty ones)
 * rather than five SVGs. A listing shows dozens of ratings; this keeps each to four DOM nodes
 * instead of eleven. `gap` is the space between stars in star units (24 to a star), chosen so
 * that it stays 2 px at each size.
 */
function StarRow({ filled, gap, label }: { filled: number; gap: number; label: string }) {
  const pitch = 24 + gap;
  const stars = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => starPath((from + i) * pitch)).join('');
  return (
    <svg
      className={styles.row}
      viewBox={`0 0 ${RATING_MAX * pitch - gap} 24`}
      role="img"
      aria-label={label}
    >
      {filled > 0 && <path className={styles.filled} fill="currentColor" d={stars(0, filled)} />}
      {filled < RATING_MAX && <path fill="currentColor" d={stars(filled, RATING_MAX)} />}
    </svg>
  );
}

/**
 * Five stars: a product's average rating, or an input for a review's rating (with `onValueChange`).
 */
export function Rating({
  value,
  onValueChange,
  label: labelProp,
  showLabel = false,
  reviewCount,
  size = 'md',
  name,
  className,
  ...props
}: RatingProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.rating.label');
  const generatedName = useId();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

  if (!onValueChange) {
    const rounded = Math.round(Math.min(Math.max(value, 0), RATING_MAX));
    const text = t('ui.rating.rated', { value: Number(value.toFixed(1)), max: RATING_MAX });
    return (
      <div className={cx(styles.root, className)} data-size={size} {...props}>
        <StarRow filled={rounded} gap={size === 'lg' ? 2 : 3} label={text} />
        {reviewCount !== undefined && (
          <span>
            ({reviewCount}
            <span className={hidden.hidden}> {t('ui.rating.reviews', { count: reviewCount })}</span>
            )
          </span>
        )}
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)} data-size={size} {...props}>
      <fieldset className={styles.stars}>
        <legend className={showLabel ? styles.legend : hidden.hidden}>{label}</legend>
        {stars.map((star) => (
          <label key={star} className={styles.option}>
            <input
              type="radio"
              name={name ?? generatedName}
              value={star}
              checked={value === star}
              onChange={() => onValueChange(star)}
              aria-label={t('ui.rating.stars', { count: star })}
            />
            <Star filled={star <= value} />
          </label>
        ))}
      </fieldset>
    </div>
  );
}
