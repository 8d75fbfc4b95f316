import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import styles from './PageLoader.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link PageLoader}. */
export type PageLoaderProps = ComponentPropsWithRef<'div'> & {
  /** Text under the animation, also what screen readers hear. @default 'Loading' */
  label?: string;
  /** Covers the whole viewport instead of filling its container. @default false */
  fullscreen?: boolean;
  /**
   * Stands in for a whole page while its code or data loads: at least as tall as the viewport,
   * so what follows it (the footer) waits below the fold instead of jumping down when the page
   * arrives (no layout shift). @default false
   */
  page?: boolean;
};

/**
 * The blooming loader shown while a lazy page (home, orders) loads: the fallback of a whole page.
 * Within a page, a control shows a Spinner and a listing its skeletons.
 */
export function PageLoader({
  label: labelProp,
  fullscreen = false,
  page = false,
  className,
  ...props
}: PageLoaderProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.common.loading');
  return (
    <div
      role="status"
      className={cx(styles.root, className)}
      data-fullscreen={fullscreen || undefined}
      data-page={page || undefined}
      {...props}
    >
      <span className={styles.petals} aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
