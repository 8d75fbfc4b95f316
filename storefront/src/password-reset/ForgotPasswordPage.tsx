import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, FormMessage, TextField } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';
import { usePasswordReset } from './usePasswordReset.ts';
import styles from '../auth/AuthLayout.module.css';

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
    <section className={styles.page} aria-labelledby="forget-title">
      <PageTitle page={'Forgot Password'} />
      <h1 id="forget-title">Forgot Password</h1>
      <p>Enter the email of your account and we will send you a 6-digit code.</p>
      {notice ? <FormMessage variant="error">{notice}</FormMessage> : null}
      <form className={styles.form} aria-labelledby="forget-title" onSubmit={onSubmit}>
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
      </form>
      <p>
        No account yet? <Link to="/signup">Create one</Link>
      </p>
    </section>
  );
}
