import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { AuthCard, Button, FormMessage, PasswordField, Stack, TextField } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { useStaff } from './session.tsx';

/** Signs in; with two-factor on, a second call carries the code. */
export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
      staff {
        id
      }
    }
  }
`);

const credentialsSchema = z.object({
  email: z.string().trim().min(1, 'admin.signIn.emailRequired').email('admin.signIn.emailInvalid'),
  password: z.string().min(1, 'admin.signIn.passwordRequired'),
});

const codeSchema = z.object({
  code: z.string().trim().min(1, 'admin.signIn.codeRequired').max(20, 'admin.signIn.codeTooLong'),
});

/** Only a path inside the back office, so a crafted `from` cannot send staff elsewhere. */
function safeFrom(from: string | null): string {
  return from && /^\/(?!\/)/.test(from) ? from : '/';
}

/**
 * /admin/sign-in: email and password, then, when the account has two-factor on, the
 * authenticator's code (or a recovery code). A shopper's account is refused like a wrong
 * password. The shop requiring two-factor of an account without it leads to enrolment.
 */
export function SignInPage() {
  const { status, refresh } = useStaff();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = safeFrom(params.get('from'));
  const [credentials, setCredentials] = useState<z.output<typeof credentialsSchema> | null>(null);
  const [signIn, { loading }] = useMutation(SignInMutation);
  const passwordForm = useAdminForm(credentialsSchema, { email: '', password: '' });
  const codeForm = useAdminForm(codeSchema, { code: '' });
  const [showPassword, setShowPassword] = useState(false);
  const intl = useIntl();
  const say = useSentence();
  const codeTitle = intl.formatMessage({ id: 'admin.signIn.codeTitle' });
  useScreenTitle(credentials ? codeTitle : intl.formatMessage({ id: 'admin.signIn.title' }));
  const { setFocus } = codeForm;
  // The code step replaces the form the keyboard was in: focus goes to its one field.
  useEffect(() => {
    if (credentials) setFocus('code');
  }, [credentials, setFocus]);

  if (status === 'signed-in' && !credentials) return <Navigate to={from} replace />;

  const attempt = async (input: z.output<typeof credentialsSchema> & { code?: string }) => {
    const { data } = await signIn({ variables: { input } });
    if (!data) return;
    const answer = data.signIn;
    if (answer.status === 'TWO_FACTOR_REQUIRED') {
      setCredentials({ email: input.email, password: input.password });
      return;
    }
    await refresh();
    navigate(answer.status === 'ENROLMENT_REQUIRED' ? '/two-factor' : from, { replace: true });
  };

  const onPassword = passwordForm.handleSubmit(async (input) => {
    try {
      await attempt(input);
    } catch (error) {
      passwordForm.refuse(error);
    }
  });
  const onCode = codeForm.handleSubmit(async ({ code }) => {
    if (!credentials) return;
    try {
      await attempt({ ...credentials, code });
    } catch (error) {
      codeForm.refuse(error);
    }
  });

  if (credentials) {
    return (
      <AuthCard
        title={codeTitle}
        titleId="code-title"
        description={intl.formatMessage({ id: 'admin.signIn.codeDescription' })}
      >
        <Stack asChild>
          <form aria-labelledby="code-title" noValidate onSubmit={(event) => void onCode(event)}>
            <TextField
              label={intl.formatMessage({ id: 'admin.signIn.code' })}
              hint={intl.formatMessage({ id: 'admin.signIn.codeHint' })}
              autoComplete="one-time-code"
              inputMode="text"
              required
              error={say(codeForm.formState.errors.code?.message)}
              {...codeForm.register('code')}
            />
            {codeForm.formError ? (
              <FormMessage variant="error">{codeForm.formError}</FormMessage>
            ) : null}
            <Button type="submit" loading={loading} fullWidth>
              <FormattedMessage id="admin.signIn.verify" />
            </Button>
          </form>
        </Stack>
      </AuthCard>
    );
  }

  const { errors } = passwordForm.formState;
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'admin.signIn.heading' })}
      titleId="sign-in-title"
      description={intl.formatMessage({ id: 'admin.signIn.description' })}
    >
      <Stack asChild>
        <form
          aria-labelledby="sign-in-title"
          noValidate
          onSubmit={(event) => void onPassword(event)}
        >
          <TextField
            label={intl.formatMessage({ id: 'admin.signIn.email' })}
            type="email"
            autoComplete="username"
            required
            error={say(errors.email?.message)}
            {...passwordForm.register('email')}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'admin.signIn.password' })}
            autoComplete="current-password"
            required
            error={say(errors.password?.message)}
            showPassword={showPassword}
            onShowPasswordChange={setShowPassword}
            {...passwordForm.register('password')}
          />
          {passwordForm.formError ? (
            <FormMessage variant="error">{passwordForm.formError}</FormMessage>
          ) : null}
          <Button type="submit" loading={loading} fullWidth>
            <FormattedMessage id="admin.signIn.submit" />
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
