import { cloneElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '../icon-button/IconButton';
import { CloseIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './PromoBanner.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link PromoBanner}. */
export type PromoBannerProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The announcement: "New Arrivals Are Here!". */
  children: ReactNode;
  /**
   * The call to action as the app's router link, e.g. `<Link to="/products">Shop Now</Link>`;
   * the banner adds its class.
   */
  action?: ReactElement<{ className?: string }>;
  /** Shows a close button calling this; the app decides whether to remember it. */
  onDismiss?: () => void;
  /** Colours: plum ink or blush. @default 'ink' */
  variant?: 'ink' | 'blush';
  /**
   * Where it stands: `top`, in the page's flow above the header (the shop's offer), or `bottom`,
   * fixed to the foot of the window over the page, for a notice that appears after the page has
   * drawn (a language suggestion) without moving anything on it. @default 'top'
   */
  placement?: 'top' | 'bottom';
  /** The close button's accessible name. @default "Dismiss announcement", in the page's language */
  dismissLabel?: string;
};

/**
 * The strip above the header announcing an offer (SPEC.md §1): one short sentence and at most one
 * link, above the SiteHeader.
 */
export function PromoBanner({
  children,
  action,
  onDismiss,
  variant = 'ink',
  placement = 'top',
  dismissLabel,
  className,
  ...props
}: PromoBannerProps) {
  const t = useUiMessages();
  return (
    <div
      className={cx(styles.root, className)}
      data-variant={variant}
      data-placement={placement}
      {...props}
    >
      <p style={{ margin: 0 }}>
        {children}{' '}
        {action && cloneElement(action, { className: cx(action.props.className, styles.link) })}
      </p>
      {onDismiss && (
        <IconButton
          className={styles.dismiss}
          aria-label={dismissLabel ?? t('ui.promoBanner.dismiss')}
          onClick={onDismiss}
        >
          <CloseIcon size={16} />
        </IconButton>
      )}
    </div>
  );
}
