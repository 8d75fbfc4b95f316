import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { AuthCard, Button, FormMessage, PasswordField, Stack, TextField } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { useStaff } from './session.tsx';

/** Signs in; with two-factor on, a second call carries the code. */
export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      status
      message
      staff {
        id
      }
    }
  }
`);

const credentialsSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email.').email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
});

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app, or a recovery code.')
    .max(20, 'That code is too long.'),
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
  const [codeMessage, setCodeMessage] = useState('');
  const [signIn, { loading }] = useMutation(SignInMutation);
  const passwordForm = useAdminForm(credentialsSchema, { email: '', password: '' });
  const codeForm = useAdminForm(codeSchema, { code: '' });
  const [showPassword, setShowPassword] = useState(false);
  useScreenTitle(credentials ? 'Two-factor code' : 'Sign in');
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
      setCodeMessage(answer.message);
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
        title="Two-factor code"
        titleId="code-title"
        description={codeMessage || 'Enter the code from your authenticator app.'}
      >
        <Stack asChild>
          <form aria-labelledby="code-title" noValidate onSubmit={(event) => void onCode(event)}>
            <TextField
              label="Code"
              hint="Six digits from the app, or one of your recovery codes."
              autoComplete="one-time-code"
              inputMode="text"
              required
              error={codeForm.formState.errors.code?.message}
              {...codeForm.register('code')}
            />
            {codeForm.formError ? (
              <FormMessage variant="error">{codeForm.formError}</FormMessage>
            ) : null}
            <Button type="submit" loading={loading} fullWidth>
              Verify
            </Button>
          </form>
        </Stack>
      </AuthCard>
    );
  }

  const { errors } = passwordForm.formState;
  return (
    <AuthCard
      title="Sign in to Bloom admin"
      titleId="sign-in-title"
      description="The back office, for the shop's staff."
    >
      <Stack asChild>
        <form
          aria-labelledby="sign-in-title"
          noValidate
          onSubmit={(event) => void onPassword(event)}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...passwordForm.register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            showPassword={showPassword}
            onShowPasswordChange={setShowPassword}
            {...passwordForm.register('password')}
          />
          {passwordForm.formError ? (
            <FormMessage variant="error">{passwordForm.formError}</FormMessage>
          ) : null}
          <Button type="submit" loading={loading} fullWidth>
            Sign in
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
