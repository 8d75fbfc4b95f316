import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { ChevronDownIcon, UserIcon } from '../internal/icons';
import styles from './AccountMenu.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link AccountButton}. */
export type AccountButtonProps = Omit<ComponentPropsWithRef<'button'>, 'name'> & {
  /** The signed-in user's name, shown on the button and in its accessible name. */
  name: string;
};

/**
 * The account button of the header: the trigger {@link AccountMenu} opens, on its own. An app
 * that loads the menu on demand shows this button until the menu's code has arrived, so the
 * header looks the same either way. It carries no Radix code.
 */
export function AccountButton({ name, className, ...props }: AccountButtonProps) {
  const t = useUiMessages();
  return (
    <button
      type="button"
      aria-label={t('ui.accountButton.label', { name })}
      aria-haspopup="menu"
      {...props}
      className={cx(styles.trigger, className)}
    >
      <UserIcon size={18} />
      <span className={styles.name}>{name}</span>
      <ChevronDownIcon className={styles.chevron} size={16} />
    </button>
  );
}
