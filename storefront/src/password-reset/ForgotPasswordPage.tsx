import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, FormMessage, TextField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

/** /forget (SPEC.md §2): the email to send a code to; on success /otp/{id}. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState('');
  const { actor, busy } = usePasswordReset({ step: 'email' });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'reset.requestCode', email });
  }

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
      onSubmit={onSubmit}
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" loading={busy} fullWidth>
        SUBMIT NOW
      </Button>
    </AccountFormPage>
  );
}
