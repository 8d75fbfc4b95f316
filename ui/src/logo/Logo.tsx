import { Children, cloneElement, type ComponentPropsWithRef, type ReactElement } from 'react';
import { cx } from '../internal/cx';
import styles from './Logo.module.css';

/** Props of {@link Logo}. */
export type LogoProps = ComponentPropsWithRef<'a'> & {
  /** The shop's name, the link's accessible name and the wordmark. @default 'Bloom' */
  name?: string;
  /** Shows the name beside the round mark. @default true */
  showName?: boolean;
  /**
   * Renders the single child, the router's link home (e.g. `<Link to="/" />`), with the mark
   * and name inside it. @default false
   */
  asChild?: boolean;
};

/** The round logo linking home (SPEC.md §1): once, at the start of the SiteHeader. */
export function Logo({
  name = 'Bloom',
  showName = true,
  asChild = false,
  className,
  children,
  ...props
}: LogoProps) {
  const content = (
    <>
      <span className={styles.mark} aria-hidden="true">
        <svg width="60%" height="60%" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <circle cx="12" cy="7" r="4" opacity="0.9" />
          <circle cx="7.2" cy="11.5" r="4" opacity="0.75" />
          <circle cx="16.8" cy="11.5" r="4" opacity="0.75" />
          <circle cx="9" cy="16.5" r="4" opacity="0.6" />
          <circle cx="15" cy="16.5" r="4" opacity="0.6" />
        </svg>
      </span>
      {showName ? <span className={styles.word}>{name}</span> : null}
    </>
  );
  const linkProps = {
    className: cx(styles.root, className),
    'aria-label': showName ? undefined : name,
    ...props,
  };
  if (asChild) {
    const link = Children.only(children) as ReactElement<{ className?: string }>;
    return cloneElement(
      link,
      { ...linkProps, className: cx(linkProps.className, link.props.className) },
      content,
    );
  }
  return <a {...linkProps}>{content}</a>;
}
