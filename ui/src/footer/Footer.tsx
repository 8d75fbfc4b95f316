import { Children, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Footer.module.css';

/** Props of {@link Footer}. */
export type FooterProps = Omit<ComponentPropsWithRef<'footer'>, 'children'> & {
  /** The {@link FooterColumn}s. */
  children: ReactNode;
  /** The bottom line: copyright, Terms, Privacy Policy. */
  bottom?: ReactNode;
};

/**
 * The site footer (SPEC.md §2): columns of links and contact details, then a bottom line. Once per
 * page, at the end of the SiteLayout.
 */
export function Footer({ children, bottom, className, ...props }: FooterProps) {
  return (
    <footer className={cx(styles.root, className)} {...props}>
      <div className={styles.inner}>
        <div className={styles.columns}>{children}</div>
        {bottom && <div className={styles.bottom}>{bottom}</div>}
      </div>
    </footer>
  );
}

/** Props of {@link FooterColumn}. */
export type FooterColumnProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** Heading of the column: Quick Links, Categories, Contact. */
  title: ReactNode;
  /** Links (router links or `<a>`) or lines of text; each becomes a list item. */
  children: ReactNode;
};

/** One titled column of the footer: a group of links or the contact details, inside a Footer. */
export function FooterColumn({ title, children, className, ...props }: FooterColumnProps) {
  const headingId = useId();
  return (
    <section className={cx(styles.column, className)} aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
      </ul>
    </section>
  );
}
