import type { ComponentPropsWithRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import { pageRange } from './pageRange';
import styles from './Pagination.module.css';

/** Props of {@link Pagination}. */
export type PaginationProps = Omit<ComponentPropsWithRef<'nav'>, 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  /** Number of pages; the bar hides itself when there is only one. */
  totalPages: number;
  /** Called with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one before a gap. @default 1 */
  siblings?: number;
  /** Accessible name of the navigation. @default 'Pagination' */
  label?: string;
  /** Text of the previous button. @default 'Previous' */
  previousLabel?: string;
  /** Text of the next button. @default 'Next' */
  nextLabel?: string;
};

/**
 * Pages 1..n with previous and next. Previous is disabled on the first page and next on the
 * last; the current page carries aria-current="page".
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
  ...props
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <nav aria-label={label} className={cx(styles.root, className)} {...props}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current === 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeftIcon size={16} />
            {previousLabel}
          </button>
        </li>
        {pageRange(current, totalPages, siblings).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== current && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current === totalPages}
            onClick={() => onPageChange(current + 1)}
          >
            {nextLabel}
            <ChevronRightIcon size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
