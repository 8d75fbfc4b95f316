import type { ComponentPropsWithRef } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './Stack.module.css';

/** Space between the children of a {@link Stack}: condensed 8 px, normal 16 px, spacious 24 px. */
export type StackGap = 'condensed' | 'normal' | 'spacious';

/** Props of {@link Stack}. */
export type StackProps = ComponentPropsWithRef<'div'> & {
  /** Space between the children. @default 'normal' */
  gap?: StackGap;
  /**
   * Lays out the single child element (a `<form>`, a `<ul>` or `<ol>`) instead of a `<div>`.
   * List bullets and indents are removed. @default false
   */
  asChild?: boolean;
};

/**
 * Children one under the other, full width, evenly spaced: the fields of a form, a list of
 * orders or reviews. Children never widen the stack (long words and marquees stay inside).
 */
export function Stack({ gap = 'normal', asChild = false, className, ...props }: StackProps) {
  const Component = asChild ? Slot.Root : 'div';
  return <Component className={cx(styles.root, className)} data-gap={gap} {...props} />;
}
