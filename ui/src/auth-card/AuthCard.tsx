import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './AuthCard.module.css';

/** Props of {@link AuthCard}. */
export type AuthCardProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The page's title, its `<h1>`: "Login Your Account", "Reset Password". */
  title: ReactNode;
  /** A welcoming line under the title. */
  description?: ReactNode;
  /**
   * Id of the title, to name the form after it (`<form aria-labelledby={titleId}>`); generated
   * when omitted.
   */
  titleId?: string;
  /** The form (a `Stack asChild` around a `<form>`), and anything that belongs with it. */
  children: ReactNode;
  /** A line under the form, set apart: "New to Bloom? Create an account". */
  footer?: ReactNode;
};

/**
 * One narrow card, centred on the page, for the account forms: login, signup, the three steps
 * of password recovery and the profile. A landmark named by its title; links inside take the
 * accent colour.
 */
export function AuthCard({
  title,
  description,
  titleId,
  footer,
  className,
  children,
  ...props
}: AuthCardProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
