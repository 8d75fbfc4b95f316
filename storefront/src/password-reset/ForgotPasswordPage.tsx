import { Link, useLocation } from 'react-router-dom';
import { Button, FormMessage, TextField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { forgotPasswordSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { emailField } from '../forms/fields.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

/** /forget (SPEC.md §2): the email to send a code to; on success /otp/{id}. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const form = useShopForm(forgotPasswordSchema, { email: '' });
  const { actor, busy } = usePasswordReset({ step: 'email' }, form.refuse);

  const onSubmit = form.handleSubmit(({ email }) => {
    actor.send({ type: 'reset.requestCode', email });
  });

  return (
    <AccountFormPage
      page="Forgot Password"
      title="Forgot Password"
      description="Enter the email of your account and we will send you a 6-digit code."
      notice={notice ? <FormMessage variant="error">{notice}</FormMessage> : null}
      footer={
        <p>
          No account yet? <Link to="/signup">Create one</Link>
        </p>
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField {...emailField(form)} />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={busy} fullWidth>
        SUBMIT NOW
      </Button>
    </AccountFormPage>
  );
}
