/**
 * The shared shell of every form field: label, optional hint, the control, and its error,
 * wired together with ids so screen readers read the label, hint and error with the control.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldError } from '../form-message/FormMessage';
import styles from './Field.module.css';

/** Props every field component (TextField, NumberField, TextArea, PasswordField) shares. */
export type FieldOwnProps = {
  /** Visible label of the field. */
  label: ReactNode;
  /** Help text under the label, read with the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is announced. */
  error?: ReactNode;
  /** Class of the wrapper (label, control and messages). */
  className?: string;
};

/** What the shell reads of a field component's props: its own, the control's id and required. */
type ShellProps = FieldOwnProps & { id?: string; required?: boolean };

/**
 * Splits a field component's props into the shell's (label, hint, error, class, id, and whether
 * it is required, which the control keeps too) and the control's attributes.
 */
export function splitFieldProps<P extends ShellProps>({
  label,
  hint,
  error,
  className,
  id,
  ...control
}: P) {
  const shell: ShellProps = { label, hint, error, className, id, required: control.required };
  return [shell, control] as const;
}

type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string | undefined;
};

/** Lays out a field and hands the control the ids and class it needs. */
export function Field({
  label,
  hint,
  error,
  className,
  id,
  required,
  children,
  after,
}: ShellProps & {
  children: (control: ControlProps) => ReactElement;
  after?: ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${generated}-hint` : undefined;
  const errorId = error ? `${generated}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: styles.control,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {after}
    </div>
  );
}
