import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FormFieldset } from '../field/FormFieldset';
import { CheckIcon } from '../internal/icons';
import styles from './CheckboxGroup.module.css';

/** One choice of a {@link CheckboxGroup} ("Oily", "Fragrance"). */
export type CheckboxGroupOption = {
  /** What the form and `onValueChange` carry (`oily`). */
  value: string;
  /** What the user reads ("Oily"). */
  label: ReactNode;
  /** Said under the choice's label, read with its checkbox ("The list contains Parfum."). */
  hint?: ReactNode;
  /** The choice cannot be changed (it stays as it is in `value`). @default false */
  disabled?: boolean;
};

/** Props of {@link CheckboxGroup}. */
export type CheckboxGroupProps = Omit<
  ComponentPropsWithRef<'fieldset'>,
  'children' | 'onChange' | 'defaultValue' | 'name'
> & {
  /** The question the choices answer, as the group's legend ("Skin types"). */
  legend: ReactNode;
  /** Name of every checkbox in the form's data (`skinTypes`). */
  name?: string;
  /** The choices, in the order shown. */
  options: readonly CheckboxGroupOption[];
  /** The chosen values (controlled). */
  value?: readonly string[];
  /** The values chosen at first (uncontrolled). @default [] */
  defaultValue?: readonly string[];
  /** Called with every chosen value, in the order of `options`, after each change. */
  onValueChange?: (value: string[]) => void;
  /** Help under the legend, read with the group. */
  hint?: ReactNode;
  /** Error under the choices; marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Lays the choices side by side (wrapping) instead of one under the other. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
};

/**
 * Several yes-or-no choices about one thing in a form, under one legend: the skin types a
 * product suits, what it is free from, the categories a coupon covers. Native checkboxes (they
 * work in a plain form and with react-hook-form), a hint and an error beside the group like any
 * field. One choice alone is a Checkbox; a listing's filter is a FacetGroup.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  defaultValue = [],
  onValueChange,
  hint,
  error,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  const id = useId();
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
  const chosen = value ?? ownValue;

  const toggle = (option: string, checked: boolean) => {
    // In the order shown, whatever order the choices were made in.
    const next = options
      .map((each) => each.value)
      .filter((each) => (each === option ? checked : chosen.includes(each)));
    setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <FormFieldset legend={legend} hint={hint} error={error} className={className} {...props}>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => {
          const optionHintId = option.hint ? `${id}-${option.value}-hint` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <label className={styles.choice}>
                <span className={styles.box}>
                  <input
                    className={styles.input}
                    type="checkbox"
                    name={name}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    disabled={option.disabled}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={optionHintId}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <CheckIcon className={styles.check} size={14} strokeWidth={3} />
                </span>
                <span>{option.label}</span>
              </label>
              {option.hint && (
                <p id={optionHintId} className={styles.optionHint}>
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </FormFieldset>
  );
}
