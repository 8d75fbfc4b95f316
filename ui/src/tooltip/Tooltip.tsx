import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './Tooltip.module.css';

/** Props of {@link Tooltip}. */
export type TooltipProps = Omit<
  ComponentPropsWithRef<typeof TooltipPrimitive.Content>,
  'content' | 'children'
> & {
  /** The text of the tip (at most 263 px wide, wraps). */
  content: ReactNode;
  /** The focusable element the tip describes. */
  children: ReactElement;
  /** Open state (controlled). */
  open?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the tip opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Hover delay before opening, in ms. @default 300 */
  delayDuration?: number;
};

/**
 * A short hint on hover and keyboard focus; Escape hides it. Carries its own provider so it
 * works anywhere without setup.
 */
export function Tooltip({
  content,
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  className,
  sideOffset = 6,
  ...props
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            className={cx(styles.content, className)}
            sideOffset={sideOffset}
            {...props}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
