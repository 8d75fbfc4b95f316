import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, NumberField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

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
    <AccountFormPage
      page="Verify Code"
      title="Enter Your Code"
      description="We sent a 6-digit code to your email. It is valid for 10 minutes."
      footer={
        <p>
          No code? <Link to="/forget">Send a new one</Link>
        </p>
      }
      onSubmit={onSubmit}
    >
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
    </AccountFormPage>
  );
}
