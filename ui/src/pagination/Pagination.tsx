import type { ComponentPropsWithRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import { pageRange } from './pageRange';
import styles from './Pagination.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

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
  /**
   * The address of a page: pages become links (crawlable, and working without JavaScript); a
   * plain click still calls `onPageChange` instead of loading the address.
   * @default undefined (buttons)
   */
  getHref?: (page: number) => string;
};

/** A page control: a link when the page has an address, else a button. */
function Step({
  href,
  disabled,
  onSelect,
  children,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'onClick'> & {
  href: string | undefined;
  onSelect: () => void;
}) {
  if (href === undefined) {
    return (
      <button type="button" disabled={disabled} onClick={onSelect} {...props}>
        {children}
      </button>
    );
  }
  if (disabled) {
    return (
      <span aria-disabled="true" {...props}>
        {children}
      </span>
    );
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        // A new tab or window keeps the browser's own behaviour.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        onSelect();
      }}
      {...(props as ComponentPropsWithRef<'a'>)}
    >
      {children}
    </a>
  );
}

/**
 * Pages 1..n with previous and next. Previous is disabled on the first page and next on the
 * last; the current page carries aria-current="page".
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  siblings = 1,
  label: labelProp,
  previousLabel: previousLabelProp,
  nextLabel: nextLabelProp,
  getHref,
  className,
  ...props
}: PaginationProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.pagination.label');
  const previousLabel = previousLabelProp ?? t('ui.pagination.previous');
  const nextLabel = nextLabelProp ?? t('ui.pagination.next');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <nav aria-label={label} className={cx(styles.root, className)} {...props}>
      <ul className={styles.list}>
        <li>
          <Step
            href={getHref?.(current - 1)}
            className={styles.step}
            disabled={current === 1}
            onSelect={() => onPageChange(current - 1)}
          >
            <ChevronLeftIcon size={16} />
            {previousLabel}
          </Step>
        </li>
        {pageRange(current, totalPages, siblings).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Step
                href={getHref?.(item)}
                className={styles.page}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: item })}
                onSelect={() => item !== current && onPageChange(item)}
              >
                {item}
              </Step>
            </li>
          ),
        )}
        <li>
          <Step
            href={getHref?.(current + 1)}
            className={styles.step}
            disabled={current === totalPages}
            onSelect={() => onPageChange(current + 1)}
          >
            {nextLabel}
            <ChevronRightIcon size={16} />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
