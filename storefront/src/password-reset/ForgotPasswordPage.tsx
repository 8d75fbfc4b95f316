import { Link, useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormMessage, TextField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { forgotPasswordSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { emailField } from '../forms/fields.tsx';
import { usePasswordReset } from './usePasswordReset.ts';
import { localSentence } from '../machines/sentences.ts';

/** /forget (SPEC.md §2): the email to send a code to; on success /otp/{id}. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const form = useShopForm(forgotPasswordSchema, { email: '' });
  const { actor, busy } = usePasswordReset({ step: 'email' }, form.refuse);

  const onSubmit = form.handleSubmit(({ email }) => {
    actor.send({ type: 'reset.requestCode', email });
  });

  const title = intl.formatMessage({ id: 'shop.forgot.page' });
  return (
    <AccountFormPage
      page={title}
      title={title}
      description={intl.formatMessage({ id: 'shop.forgot.intro' })}
      notice={
        notice ? (
          // The machine's sentence travels in English (history state); said in the page's.
          <FormMessage variant="error">{localSentence(intl, notice)}</FormMessage>
        ) : null
      }
      footer={
        <p>
          <FormattedMessage
            id="shop.forgot.noAccount"
            values={{ link: (chunks) => <Link to="/signup">{chunks}</Link> }}
          />
        </p>
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField {...emailField(form)} />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={busy} fullWidth>
        <FormattedMessage id="shop.passwordReset.submit" />
      </Button>
    </AccountFormPage>
  );
}
