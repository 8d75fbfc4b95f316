import type { ComponentPropsWithRef } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './FormMessage.module.css';

/** Props of {@link FormMessage}. */
export type FormMessageProps = ComponentPropsWithRef<'p'> & {
  /** Tone: error (announced at once), success or info (announced politely). @default 'info' */
  variant?: 'error' | 'success' | 'info';
};

const icons = { error: AlertIcon, success: CheckIcon, info: InfoIcon };

/**
 * A message about a whole form: "No changes made", a server error, a confirmation. Put it by the
 * submit button; an error about one field is that field's `error`.
 */
export function FormMessage({ variant = 'info', className, children, ...props }: FormMessageProps) {
  const Icon = icons[variant];
  return (
    <p
      className={cx(styles.root, className)}
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      {...props}
    >
      <Icon size={18} />
      <span>{children}</span>
    </p>
  );
}

/** Props of {@link FieldError}. */
export type FieldErrorProps = ComponentPropsWithRef<'p'>;

/**
 * The error under one field. Fields render it from their `error` prop and point the control's
 * aria-describedby at it; use it directly only for custom controls.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  return (
    <p className={cx(styles.fieldError, className)} {...props}>
      <AlertIcon size={16} />
      <span>{children}</span>
    </p>
  );
}
