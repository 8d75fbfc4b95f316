/**
 * The shared shell of every form control made of several inputs under one legend
 * (CheckboxGroup, IngredientListEditor, ImageUploader): the legend read like a field's label,
 * an optional hint and error, both wired to the group with aria-describedby.
 */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from '../form-message/FormMessage';
import { cx } from '../internal/cx';
import styles from './FormFieldset.module.css';

/** Props of {@link FormFieldset}. Not exported from the package. */
export type FormFieldsetProps = ComponentPropsWithRef<'fieldset'> & {
  /** The group's legend. */
  legend: ReactNode;
  /** Help under the legend, read with the group. */
  hint?: ReactNode;
  /** Error after the children; read with the group. */
  error?: ReactNode;
  /** Content after the error (a field that adds to the group). */
  after?: ReactNode;
};

/** Lays out a group of inputs as one form field. */
export function FormFieldset({
  legend,
  hint,
  error,
  after,
  className,
  children,
  ...props
}: FormFieldsetProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={cx(styles.root, className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      {...props}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {after}
    </fieldset>
  );
}
