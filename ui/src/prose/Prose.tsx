import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './Prose.module.css';

/** Props of {@link Prose}. */
export type ProseProps = ComponentPropsWithRef<'div'> & {
  /**
   * Styles the single child element (an `<article>` or `<section>` with its own landmark name)
   * instead of a `<div>`. @default false
   */
  asChild?: boolean;
};

/**
 * Running text written as plain HTML (headings, paragraphs, lists, links): the Terms and the
 * Privacy Policy, Our Story. Sets a readable line length and the brand's headings; the elements
 * inside need no classes.
 */
export function Prose({ asChild = false, className, ...props }: ProseProps) {
  const Component = asChild ? Slot.Root : 'div';
  return <Component className={cx(styles.root, className)} {...props} />;
}
