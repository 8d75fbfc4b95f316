import type { ComponentPropsWithRef } from 'react';
import { MinusIcon, PlusIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './QuantityStepper.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link QuantityStepper}. */
export type QuantityStepperProps = Omit<ComponentPropsWithRef<'div'>, 'onChange'> & {
  /** The quantity shown (read-only: it changes only through the buttons). */
  value: number;
  /** Called by the minus button; never called at the minimum. */
  onDecrease: () => void;
  /** Called by the plus button; never called at the maximum. */
  onIncrease: () => void;
  /** The smallest quantity; minus is disabled there. @default 1 (SPEC.md §5) */
  min?: number;
  /** The largest quantity (e.g. the stock); plus is disabled there. */
  max?: number;
  /** Accessible name of the group, e.g. "Quantity of Rose Glow Serum". @default 'Quantity' */
  label?: string;
  /** Disables both buttons (e.g. while the cart saves). @default false */
  disabled?: boolean;
};

/**
 * Minus, the quantity, plus: a cart line's quantity. Use it where a quantity changes one at a time;
 * it stops at 1, and removing the line is a button of its own.
 */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  min = 1,
  max,
  label: labelProp,
  disabled = false,
  className,
  ...props
}: QuantityStepperProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.quantity.label');
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div role="group" aria-label={label} className={cx(styles.root, className)} {...props}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('ui.quantity.decrease')}
        disabled={disabled || atMin}
        onClick={() => !atMin && onDecrease()}
      >
        <MinusIcon size={16} />
      </button>
      <output
        className={styles.value}
        aria-live="polite"
        aria-label={t('ui.quantity.value', { label, value })}
      >
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label={t('ui.quantity.increase')}
        disabled={disabled || atMax}
        onClick={() => !atMax && onIncrease()}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
