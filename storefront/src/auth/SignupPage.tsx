import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { Button, FormMessage, PasswordField, TextField, toast } from '@bloom/ui';
import { AccountFormPage } from './AccountFormPage.tsx';
import { graphql } from '../__generated__/gql';
import { LIMITS, signupSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { emailField, nameField, newPasswordField } from '../forms/fields.tsx';
import { localSentence } from '../machines/sentences.ts';

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
  const intl = useIntl();
  const navigate = useNavigate();
  // A shopper who came from the cart goes back there after logging in.
  const loginPath = useSearchParams()[0].get('from') === 'cart' ? '/login?from=cart' : '/login';
  const form = useShopForm(signupSchema, empty);
  const [showPassword, setShowPassword] = useState(false);
  const [signup, { loading }] = useMutation(SignupMutation);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { data } = await signup({ variables: { input } });
      if (!data) return;
      toast.success(localSentence(intl, data.signup.message));
      form.reset(empty);
      await navigate(loginPath);
    } catch (error) {
      form.refuse(error);
    }
  });

  return (
    <AccountFormPage
      page={intl.formatMessage({ id: 'shop.signup.page' })}
      title={intl.formatMessage({ id: 'shop.signup.title' })}
      description={intl.formatMessage({ id: 'shop.signup.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="shop.signup.haveAccount"
            values={{ link: (chunks) => <Link to={loginPath}>{chunks}</Link> }}
          />
        </p>
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField {...nameField(form)} />
      <TextField {...emailField(form)} />
      <PasswordField
        {...newPasswordField(form, 'password', intl.formatMessage({ id: 'shop.field.password' }))}
        hint={intl.formatMessage(
          { id: 'shop.signup.passwordHint' },
          { min: LIMITS.passwordMin, max: LIMITS.passwordMax },
        )}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={loading} fullWidth>
        <FormattedMessage id="shop.signup.submit" />
      </Button>
      <p>
        <FormattedMessage
          id="shop.signup.agreement"
          values={{
            terms: (chunks) => <Link to="/terms">{chunks}</Link>,
            privacy: (chunks) => <Link to="/privacy-policy">{chunks}</Link>,
          }}
        />
      </p>
    </AccountFormPage>
  );
}
