import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect } from '../render/ServerRender.tsx';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, FormMessage, PasswordField, TextField, toast } from '@bloom/ui';
import { AccountFormPage } from './AccountFormPage.tsx';
import { graphql } from '../__generated__/gql';
import { loginSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { emailField } from '../forms/fields.tsx';
import { forgetReviewOwnership } from '../product-detail/reviewOwnership.ts';
import { useSessionActions, useSessionSelector } from '../session/session.tsx';
import { localSentence } from '../machines/sentences.ts';

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
  const intl = useIntl();
  const status = useSessionSelector((session) => session.status);
  const { signIn } = useSessionActions();
  const [params] = useSearchParams();
  const form = useShopForm(loginSchema, { email: '', password: '' });
  const { errors } = form.formState;
  const [showPassword, setShowPassword] = useState(false);
  const [login, { loading }] = useMutation(LoginMutation);
  const client = useApolloClient();

  if (status === 'member') {
    return <Redirect to={params.get('from') === 'cart' ? '/cart' : '/'} />;
  }

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { data } = await login({ variables: { input } });
      if (!data) return;
      toast.success(localSentence(intl, data.login.message));
      forgetReviewOwnership(client.cache);
      signIn(data.login.user);
    } catch (error) {
      form.refuse(error);
    }
  });

  return (
    <AccountFormPage
      page={intl.formatMessage({ id: 'shop.login.page' })}
      title={intl.formatMessage({ id: 'shop.login.title' })}
      description={intl.formatMessage({ id: 'shop.login.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="shop.login.newHere"
            values={{
              link: (chunks) => (
                <Link to={params.get('from') === 'cart' ? '/signup?from=cart' : '/signup'}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField {...emailField(form)} />
      <PasswordField
        label={intl.formatMessage({ id: 'shop.field.password' })}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      <p>
        <Link to="/forget">
          <FormattedMessage id="shop.login.forgot" />
        </Link>
      </p>
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={loading} fullWidth>
        <FormattedMessage id="shop.login.submit" />
      </Button>
    </AccountFormPage>
  );
}
