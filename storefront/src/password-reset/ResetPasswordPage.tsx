import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Button, PasswordField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

/** /reset/{id}/{token} (SPEC.md §2): the new password twice; on success /login. */
export function ResetPasswordPage() {
  const { id, token } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const { actor, busy } = usePasswordReset({
    step: 'password',
    resetRequestId: id,
    resetToken: token,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'reset.submitPassword', password, confirmPassword });
  }

  return (
    <AccountFormPage
      page="Reset Password"
      title="Reset Password"
      description="Choose a new password of 8 to 128 characters."
      onSubmit={onSubmit}
    >
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        showPassword={showPassword}
        showToggle={false}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      <Button type="submit" loading={busy} fullWidth>
        SUBMIT NOW
      </Button>
    </AccountFormPage>
  );
}
