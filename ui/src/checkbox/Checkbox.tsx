import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { CheckIcon, MinusIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}: Radix Checkbox.Root's props plus a label. */
export type CheckboxProps = Omit<
  ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
  'children'
> & {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
};

/**
 * A labelled checkbox ("Show password", terms) for one yes-or-no choice. State on the box as
 * `data-state`. A filter's several values are a FacetGroup.
 */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <span className={cx(styles.root, className)}>
      <CheckboxPrimitive.Root id={boxId} className={styles.box} {...props}>
        <CheckboxPrimitive.Indicator>
          {/* Both drawn; the box's data-state shows one (checked, or "some" for a select-all). */}
          <CheckIcon className={styles.check} size={14} strokeWidth={3} />
          <MinusIcon className={styles.mixed} size={14} strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={boxId}>{label}</label>
    </span>
  );
}
