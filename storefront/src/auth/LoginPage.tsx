import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Redirect } from '../render/ServerRender.tsx';
import { useMutation } from '@apollo/client/react';
import { Button, PasswordField, TextField, toast } from '@bloom/ui';
import { AccountFormPage } from './AccountFormPage.tsx';
import { graphql } from '../__generated__/gql';
import { errorMessage } from '../graphql/errors.ts';
import { useSession } from '../session/session.tsx';

/** Starts a session; the reply carries the user so no second `me` call is needed. */
export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        ...SessionUserFields
      }
    }
  }
`);

/** /login (SPEC.md §2): email and password; a member is sent on (to /cart when from=cart). */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [login, { loading }] = useMutation(LoginMutation);

  if (session.status === 'member') {
    return <Redirect to={params.get('from') === 'cart' ? '/cart' : '/'} />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) return;
      toast.success(data.login.message);
      session.signIn(data.login.user);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <AccountFormPage
      page="Login"
      title="Login Your Account"
      description="Welcome back! Enter your details to continue."
      footer={
        <p>
          New to Bloom?{' '}
          <Link to={params.get('from') === 'cart' ? '/signup?from=cart' : '/signup'}>
            Create an account
          </Link>
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
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      <p>
        <Link to="/forget">Forgot password?</Link>
      </p>
      <Button type="submit" loading={loading} fullWidth>
        LOGIN NOW
      </Button>
    </AccountFormPage>
  );
}
