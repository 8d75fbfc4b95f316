import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import styles from './SkipLink.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link SkipLink}. */
export type SkipLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> & {
  /** Where the link goes: the id of the page's `<main>`, with its `#`. @default '#main' */
  href?: string;
  /** The link text. @default 'Skip to main content' */
  children?: string;
};

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): hidden above the page until it has
 * focus, then shown in the top corner. Give the target `tabIndex={-1}` so focus moves there too.
 */
export function SkipLink({
  href = '#main',
  children: childrenProp,
  className,
  ...props
}: SkipLinkProps) {
  const t = useUiMessages();
  const children = childrenProp ?? t('ui.skipLink.label');
  return (
    <a className={cx(styles.root, className)} href={href} {...props}>
      {children}
    </a>
  );
}
