import { useEffect, useState } from 'react';
import { IconButton, type IconButtonProps } from '../icon-button/IconButton';
import { ArrowUpIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './ScrollToTop.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link ScrollToTop}. */
export type ScrollToTopProps = Omit<IconButtonProps, 'aria-label'> & {
  /** Pixels scrolled before the button appears. @default 500 (SPEC.md §9) */
  threshold?: number;
  /** Accessible name. @default 'Scroll to top' */
  label?: string;
};

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A round button in the corner that appears once the page is scrolled past `threshold`. Once per
 * page, for long pages such as listings.
 */
export function ScrollToTop({
  threshold = 500,
  label: labelProp,
  className,
  onClick,
  ...props
}: ScrollToTopProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.scrollToTop.label');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  return (
    <IconButton
      variant="solid"
      className={cx(styles.root, className)}
      data-state="visible"
      aria-label={label}
      onClick={(event) => {
        onClick?.(event);
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
      {...props}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
