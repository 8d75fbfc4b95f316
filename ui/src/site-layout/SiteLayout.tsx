import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { SkipLink } from '../skip-link/SkipLink';
import styles from './SiteLayout.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link SiteLayout}. */
export type SiteLayoutProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The top of every page: PromoBanner and SiteHeader. */
  header: ReactNode;
  /** The page itself, inside the `<main>` landmark. */
  children: ReactNode;
  /** The Footer. */
  footer?: ReactNode;
  /**
   * Controls pinned to a corner of the window, usually ScrollToTop. The footer then keeps room
   * under its last row, so they never cover a link at the end of the page (WCAG 2.4.11).
   */
  floating?: ReactNode;
  /** Id of the `<main>` element, the skip link's target. @default 'main' */
  mainId?: string;
  /** Text of the skip link. @default 'Skip to main content' */
  skipLinkLabel?: string;
};

/**
 * The frame of every page: the skip link first, then the header, the page in a centred
 * `<main>` (focusable, so the skip link moves focus there), and the footer held at the bottom
 * of short pages. The frame runs edge to edge, and keyboard focus scrolled into view lands below
 * the sticky header rather than under it.
 */
export function SiteLayout({
  header,
  children,
  footer,
  floating,
  mainId = 'main',
  skipLinkLabel: skipLinkLabelProp,
  className,
  ...props
}: SiteLayoutProps) {
  const t = useUiMessages();
  const skipLinkLabel = skipLinkLabelProp ?? t('ui.skipLink.label');
  return (
    <div
      className={cx(styles.root, className)}
      data-floating={floating ? '' : undefined}
      {...props}
    >
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      {header}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
      {floating}
    </div>
  );
}
