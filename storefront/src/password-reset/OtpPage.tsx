import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, NumberField } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';
import { usePasswordReset } from './usePasswordReset.ts';
import styles from '../auth/AuthLayout.module.css';

/** /otp/{id} (SPEC.md §2): the mailed code; on success /reset/{id}/{token}. */
export function OtpPage() {
  const { id } = useParams();
  const [code, setCode] = useState('');
  const { actor, busy } = usePasswordReset({ step: 'code', resetRequestId: id });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'reset.verifyCode', code });
  }

  return (
    <section className={styles.page} aria-labelledby="otp-title">
      <PageTitle page={'Verify Code'} />
      <h1 id="otp-title">Enter Your Code</h1>
      <p>We sent a 6-digit code to your email. It is valid for 10 minutes.</p>
      <form className={styles.form} aria-labelledby="otp-title" onSubmit={onSubmit}>
        <NumberField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          required
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" loading={busy} fullWidth>
          SUBMIT NOW
        </Button>
      </form>
      <p>
        No code? <Link to="/forget">Send a new one</Link>
      </p>
    </section>
  );
}
