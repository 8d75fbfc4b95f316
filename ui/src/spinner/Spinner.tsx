import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import styles from './Spinner.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link Spinner}. */
export type SpinnerProps = ComponentPropsWithRef<'span'> & {
  /** Diameter: sm 16 px, md 20 px, lg 40 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * What is loading, read by screen readers. Pass `null` when the surrounding control already
   * announces the busy state (the spinner is then decorative).
   * @default 'Loading'
   */
  label?: string | null;
};

/**
 * A rotating ring that tells the user something is in progress. Takes the current text colour. Use
 * it inside a control or a small area; a whole page loading shows the PageLoader.
 */
export function Spinner({ size = 'md', label: labelProp, className, ...props }: SpinnerProps) {
  const t = useUiMessages();
  // null (not undefined) says the spinner is decorative.
  const label = labelProp === undefined ? t('ui.common.loading') : labelProp;
  return (
    <span
      className={cx(styles.root, className)}
      data-size={size}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    />
  );
}
