import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormMessage, PasswordField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { LIMITS, resetPasswordSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { newPasswordField } from '../forms/fields.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

/** /reset/{id}/{token} (SPEC.md §2): the new password twice; on success /login. */
export function ResetPasswordPage() {
  const intl = useIntl();
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

  const title = intl.formatMessage({ id: 'shop.reset.page' });
  return (
    <AccountFormPage
      page={title}
      title={title}
      description={intl.formatMessage(
        { id: 'shop.reset.intro' },
        { min: LIMITS.passwordMin, max: LIMITS.passwordMax },
      )}
      onSubmit={(event) => void onSubmit(event)}
    >
      <PasswordField
        {...newPasswordField(
          form,
          'password',
          intl.formatMessage({ id: 'shop.reset.newPassword' }),
        )}
        showPassword={showPassword}
        showToggle={false}
      />
      {/*
        Its only error is "not the same password", which SPEC.md §5 wants refused without a word:
        the submit stops and the focus lands here, nothing is said.
      */}
      <PasswordField
        {...newPasswordField(
          form,
          'confirmPassword',
          intl.formatMessage({ id: 'shop.reset.confirmPassword' }),
        )}
        error={undefined}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={busy} fullWidth>
        <FormattedMessage id="shop.passwordReset.submit" />
      </Button>
    </AccountFormPage>
  );
}
