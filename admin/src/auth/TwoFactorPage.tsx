import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { Button, FormMessage, Page, Panel, Stack, TextField, toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import type { StartTwoFactorEnrolmentMutation } from '../__generated__/graphql.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useErrorMessage } from '../graphql/errors.ts';
import { useSentence } from '../i18n/useSentence.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { useStaff } from './session.tsx';

/** Starts enrolment: the secret, its otpauth URL and the QR code for it. */
export const StartEnrolmentMutation = graphql(`
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

// Its messages are catalogue ids.
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'admin.twoFactor.codeRequired')
    .max(20, 'admin.signIn.codeTooLong'),
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
  const intl = useIntl();
  const sentence = useSentence();
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
          label={intl.formatMessage({ id: 'admin.signIn.code' })}
          autoComplete="one-time-code"
          required
          error={sentence(form.formState.errors.code?.message)}
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
  const intl = useIntl();
  const errorSentence = useErrorMessage();
  const say = (id: string) => intl.formatMessage({ id });
  const title = say('admin.twoFactor.title');
  useScreenTitle(title);
  const { staff, refresh } = useStaff();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [start, { loading: starting }] = useMutation(StartEnrolmentMutation);
  const [confirm] = useMutation(ConfirmTwoFactorMutation);
  const [disable] = useMutation(DisableTwoFactorMutation);

  if (recoveryCodes) {
    return (
      <Page title={title}>
        <FormMessage variant="success">{say('admin.twoFactor.isOnNow')}</FormMessage>
        <Panel title={say('admin.twoFactor.recoveryCodes')}>
          <p>{say('admin.twoFactor.keepSafe')}</p>
          <ul aria-label={say('admin.twoFactor.recoveryCodes')}>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/">{say('admin.twoFactor.saved')}</Link>
          </p>
        </Panel>
      </Page>
    );
  }

  if (staff?.twoFactorEnabled) {
    return (
      <Page title={title}>
        <p>{say('admin.twoFactor.isOn')}</p>
        <Panel title={say('admin.twoFactor.turnItOff')}>
          <CodeForm
            label={say('admin.twoFactor.turnOffLabel')}
            submit={say('admin.twoFactor.turnOff')}
            onCode={async (code) => {
              await disable({ variables: { code } });
              toast.success(say('admin.twoFactor.isOff'));
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
      toast.error(errorSentence(error));
    }
  };

  return (
    <Page title={title} description={say('admin.twoFactor.description')}>
      {enrolment ? (
        <Panel title={say('admin.twoFactor.scan')}>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={say('admin.twoFactor.qrAlt')}
            width={200}
            height={200}
          />
          <p>
            {say('admin.twoFactor.orType')}{' '}
            <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <CodeForm
            label={say('admin.twoFactor.confirmLabel')}
            submit={say('admin.twoFactor.turnOn')}
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
            {say('admin.twoFactor.setUp')}
          </Button>
        </div>
      )}
    </Page>
  );
}
