import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, FormMessage, PasswordField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { LIMITS, resetPasswordSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { newPasswordField } from '../forms/fields.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

/** /reset/{id}/{token} (SPEC.md §2): the new password twice; on success /login. */
export function ResetPasswordPage() {
  const { id, token } = useParams();
  // The shop calls the new password `resetPassword`; a refusal that names no field (a common
  // password) is about it.
  const form = useShopForm(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
    { aliases: { resetPassword: 'password' }, fallback: 'password' },
  );
  const [showPassword, setShowPassword] = useState(false);
  const { actor, busy } = usePasswordReset(
    { step: 'password', resetRequestId: id, resetToken: token },
    form.refuse,
  );

  const onSubmit = form.handleSubmit(({ password, confirmPassword }) => {
    actor.send({ type: 'reset.submitPassword', password, confirmPassword });
  });

  return (
    <AccountFormPage
      page="Reset Password"
      title="Reset Password"
      description={`Choose a new password of ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <PasswordField
        {...newPasswordField(form, 'password', 'New password')}
        showPassword={showPassword}
        showToggle={false}
      />
      {/*
        Its only error is "not the same password", which SPEC.md §5 wants refused without a word:
        the submit stops and the focus lands here, nothing is said.
      */}
      <PasswordField
        {...newPasswordField(form, 'confirmPassword', 'Confirm password')}
        error={undefined}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={busy} fullWidth>
        SUBMIT NOW
      </Button>
    </AccountFormPage>
  );
}
