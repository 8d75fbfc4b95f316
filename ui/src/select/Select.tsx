import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Field, type FieldOwnProps } from '../field/Field';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import styles from './Select.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** One choice of a {@link Select}. */
export type SelectChoice = {
  /** What the form and `onValueChange` get; never '' (that means "nothing chosen"). */
  value: string;
  /** What the list shows: a word, or a richer line (a StatusBadge, a name and a role). */
  label: ReactNode;
  /** The choice as plain text, for typeahead and the closed trigger when `label` is not text. */
  textValue?: string;
  /** Shown but cannot be chosen. @default false */
  disabled?: boolean;
};

/** Props of {@link Select}. */
export type SelectProps = Omit<
  ComponentPropsWithRef<typeof SelectPrimitive.Root>,
  'children' | 'dir'
> &
  FieldOwnProps & {
    /** The choices, in the order shown. */
    options: readonly SelectChoice[];
    /** Shown in the trigger while nothing is chosen. @default 'Choose…' */
    placeholder?: string;
    /** Id of the trigger (the label points at it). @default a generated id */
    id?: string;
  };

/**
 * A labelled choice from a short list drawn by the library (Radix Select): for the back
 * office's in-app controls (a new status for an order, the staff member a message is assigned
 * to), where the choices may carry more than a word and the app runs with JavaScript. A form
 * that must work without JavaScript (the storefront's) uses SelectField, a native select.
 */
export function Select({
  options,
  placeholder: placeholderProp,
  label,
  hint,
  error,
  className,
  id,
  required,
  ...props
}: SelectProps) {
  const t = useUiMessages();
  const placeholder = placeholderProp ?? t('ui.select.placeholder');
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      id={id}
      required={required}
    >
      {({ className: controlClass, ...control }) => (
        <SelectPrimitive.Root required={required} {...props}>
          <SelectPrimitive.Trigger className={cx(controlClass, styles.trigger)} {...control}>
            <SelectPrimitive.Value placeholder={placeholder} />
            <SelectPrimitive.Icon className={styles.chevron}>
              <ChevronDownIcon size={18} />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
              <SelectPrimitive.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    textValue={option.textValue}
                    className={styles.item}
                  >
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    <SelectPrimitive.ItemIndicator className={styles.indicator}>
                      <CheckIcon size={16} />
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}
