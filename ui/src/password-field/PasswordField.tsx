import { useState, type ComponentPropsWithRef } from 'react';
import { Checkbox } from '../checkbox/Checkbox';
import { Field, splitFieldProps, type FieldOwnProps } from '../field/Field';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'> &
  FieldOwnProps & {
    /**
     * Whether the password is shown (controlled). Pages with two password fields (reset) pass
     * the same value to both and hide one field's checkbox with `showToggle={false}`.
     */
    showPassword?: boolean;
    /** Called when the show-password checkbox changes. */
    onShowPasswordChange?: (show: boolean) => void;
    /** Renders the show-password checkbox under the field. @default true */
    showToggle?: boolean;
    /** Label of the checkbox. @default 'Show password' */
    showPasswordLabel?: string;
  };

/**
 * A password input, hidden by default, with a "Show password" checkbox (SPEC.md §4). Use it for
 * every password; a new password and its confirmation can share one checkbox.
 */
export function PasswordField({
  showPassword,
  onShowPasswordChange,
  showToggle = true,
  showPasswordLabel: showPasswordLabelProp,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const t = useUiMessages();
  const showPasswordLabel = showPasswordLabelProp ?? t('ui.passwordField.show');
  const [field, attributes] = splitFieldProps(props);
  const [ownShow, setOwnShow] = useState(false);
  const shown = showPassword ?? ownShow;
  return (
    <Field
      {...field}
      after={
        showToggle && (
          <Checkbox
            label={showPasswordLabel}
            checked={shown}
            onCheckedChange={(checked) => {
              setOwnShow(checked === true);
              onShowPasswordChange?.(checked === true);
            }}
          />
        )
      }
    >
      {(control) => (
        <input
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          {...control}
          {...attributes}
        />
      )}
    </Field>
  );
}
