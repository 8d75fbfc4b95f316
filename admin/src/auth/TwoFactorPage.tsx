import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, FormMessage, Page, Panel, Stack, TextField, toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { StartTwoFactorEnrolmentMutation } from '../__generated__/graphql.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { useStaff } from './session.tsx';

const StartEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      secret
      otpauthUrl
      qrSvg
    }
  }
`);

const ConfirmTwoFactorMutation = graphql(`
  mutation ConfirmTwoFactor($code: String!) {
    confirmTwoFactor(code: $code) {
      recoveryCodes
    }
  }
`);

const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($code: String!) {
    disableTwoFactor(code: $code) {
      id
      twoFactorEnabled
    }
  }
`);

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app.')
    .max(20, 'That code is too long.'),
});

type Enrolment = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];

/** A code form: the authenticator's six digits (or a recovery code), then `onCode`. */
function CodeForm({
  label,
  submit,
  onCode,
}: {
  label: string;
  submit: string;
  onCode: (code: string) => Promise<unknown>;
}) {
  const form = useAdminForm(codeSchema, { code: '' });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      form.refuse(error);
    }
  });
  return (
    <Stack asChild>
      <form aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Code"
          autoComplete="one-time-code"
          required
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submit}
          </Button>
        </div>
      </form>
    </Stack>
  );
}

/**
 * /admin/two-factor: turns on two-factor sign-in (TOTP, RFC 6238). The api's QR code (an SVG,
 * shown as an image so nothing in it can run) and the secret as text for typing in by hand; a
 * code from the app proves it, and the recovery codes are shown once. With it on: turn it off
 * with a code.
 */
export function TwoFactorPage() {
  useScreenTitle('Two-factor sign-in');
  const { staff, refresh } = useStaff();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [start, { loading: starting }] = useMutation(StartEnrolmentMutation);
  const [confirm] = useMutation(ConfirmTwoFactorMutation);
  const [disable] = useMutation(DisableTwoFactorMutation);

  if (recoveryCodes) {
    return (
      <Page title="Two-factor sign-in">
        <FormMessage variant="success">Two-factor sign-in is on.</FormMessage>
        <Panel title="Recovery codes">
          <p>
            Keep these somewhere safe: each signs you in once if you lose your phone. They are shown
            only now.
          </p>
          <ul aria-label="Recovery codes">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/">I have saved them: go to the dashboard</Link>
          </p>
        </Panel>
      </Page>
    );
  }

  if (staff?.twoFactorEnabled) {
    return (
      <Page title="Two-factor sign-in">
        <p>Two-factor sign-in is on: signing in asks for a code from your authenticator app.</p>
        <Panel title="Turn it off">
          <CodeForm
            label="Turn two-factor off"
            submit="Turn off two-factor"
            onCode={async (code) => {
              await disable({ variables: { code } });
              toast.success('Two-factor sign-in is off.');
              await refresh();
            }}
          />
        </Panel>
      </Page>
    );
  }

  const begin = async () => {
    try {
      const { data } = await start();
      if (data) setEnrolment(data.startTwoFactorEnrolment);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Page
      title="Two-factor sign-in"
      description="Sign in with a code from an authenticator app as well as your password."
    >
      {enrolment ? (
        <Panel title="Scan the code">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or type this secret into the app:{' '}
            <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <CodeForm
            label="Confirm two-factor"
            submit="Turn on two-factor"
            onCode={async (code) => {
              const { data } = await confirm({ variables: { code } });
              if (!data) return;
              setRecoveryCodes(data.confirmTwoFactor.recoveryCodes);
              await refresh();
            }}
          />
        </Panel>
      ) : (
        <div>
          <Button loading={starting} onClick={() => void begin()}>
            Set up two-factor
          </Button>
        </div>
      )}
    </Page>
  );
}
