import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { VerifiedIcon } from '../internal/icons';
import styles from './VerifiedMark.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link VerifiedMark}. */
export type VerifiedMarkProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /** The words beside the check. @default 'Verified buyer' */
  label?: string;
};

/**
 * Says a review was written by someone whose delivered order held the product. Text with a
 * check icon (the icon is decorative: the words carry the meaning), for a review card's header.
 */
export function VerifiedMark({ label: labelProp, className, ...props }: VerifiedMarkProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.verifiedMark.label');
  return (
    <span className={cx(styles.root, className)} {...props}>
      <VerifiedIcon size={16} />
      {label}
    </span>
  );
}
