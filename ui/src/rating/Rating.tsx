import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './Rating.module.css';

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

/** Five stars: a product's average rating, or an input for a review's rating. */
export function Rating({
  value,
  onValueChange,
  label = 'Rating',
  showLabel = false,
  reviewCount,
  size = 'md',
  name,
  className,
  ...props
}: RatingProps) {
  const generatedName = useId();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

  if (!onValueChange) {
    const rounded = Math.round(Math.min(Math.max(value, 0), RATING_MAX));
    const text = `Rated ${Number(value.toFixed(1))} out of ${RATING_MAX}`;
    return (
      <div className={cx(styles.root, className)} data-size={size} {...props}>
        <span className={styles.stars} role="img" aria-label={text}>
          {stars.map((star) => (
            <Star key={star} filled={star <= rounded} />
          ))}
        </span>
        {reviewCount !== undefined && (
          <span>
            ({reviewCount}
            <span className={hidden.hidden}> {reviewCount === 1 ? 'review' : 'reviews'}</span>)
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
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            />
            <Star filled={star <= value} />
          </label>
        ))}
      </fieldset>
    </div>
  );
}
