import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Button, PasswordField, TextField, toast } from '@bloom/ui';
import { AccountFormPage } from './AccountFormPage.tsx';
import { graphql } from '../__generated__/gql';
import { errorMessage } from '../graphql/errors.ts';
import { useFormFields } from '../forms/useFormFields.ts';

/** Creates an account; the shopper logs in afterwards. */
export const SignupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      message
    }
  }
`);

const empty = { name: '', email: '', password: '' };

/** /signup (SPEC.md §2): name, email, password; on success the form clears and /login opens. */
export function SignupPage() {
  const navigate = useNavigate();
  // A shopper who came from the cart goes back there after logging in.
  const loginPath = useSearchParams()[0].get('from') === 'cart' ? '/login?from=cart' : '/login';
  const { fields, setFields, bind } = useFormFields(empty);
  const [showPassword, setShowPassword] = useState(false);
  const [signup, { loading }] = useMutation(SignupMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { data } = await signup({
        variables: {
          input: {
            name: fields.name.trim(),
            email: fields.email.trim(),
            password: fields.password,
          },
        },
      });
      if (!data) return;
      toast.success(data.signup.message);
      setFields(empty);
      await navigate(loginPath);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <AccountFormPage
      page="Signup"
      title="Signup Your Account"
      description="Join us today and enjoy exclusive benefits."
      footer={
        <p>
          Already have an account? <Link to={loginPath}>Login</Link>
        </p>
      }
      onSubmit={onSubmit}
    >
      <TextField label="Name" autoComplete="name" required {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="8 to 128 characters."
        {...bind('password')}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      <Button type="submit" loading={loading} fullWidth>
        SIGNUP NOW
      </Button>
      <p>
        By creating an account you agree to our <Link to="/terms">Terms</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </AccountFormPage>
  );
}
