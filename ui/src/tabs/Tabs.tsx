import type { ComponentPropsWithRef } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './Tabs.module.css';

/** Props of {@link Tabs}: Radix Tabs.Root's (value, defaultValue, onValueChange, orientation…). */
export type TabsProps = ComponentPropsWithRef<typeof TabsPrimitive.Root>;

/**
 * Views of one record that staff switch between without leaving the page (an order's lines,
 * notes and history; a customer's orders and reviews). Arrow keys move between tabs, Tab moves
 * into the panel. For views that need their own address, use links (NavList) instead.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

/** Props of {@link TabsList}: Radix Tabs.List's; name it with `aria-label` ("Order details"). */
export type TabsListProps = ComponentPropsWithRef<typeof TabsPrimitive.List>;

/** The row of tabs; name it with `aria-label` ("Order details"). */
export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...props} />;
}

/** Props of {@link TabsTrigger}. */
export type TabsTriggerProps = Omit<
  ComponentPropsWithRef<typeof TabsPrimitive.Trigger>,
  'value'
> & {
  /** The value of the panel this tab shows; the same as its TabsContent's. */
  value: string;
};

/** One tab; selected state as `data-state="active"`. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...props} />;
}

/** Props of {@link TabsContent}. */
export type TabsContentProps = Omit<
  ComponentPropsWithRef<typeof TabsPrimitive.Content>,
  'value'
> & {
  /** The value of the tab that shows this panel. */
  value: string;
};

/** The panel of one tab, named by its tab. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />;
}
