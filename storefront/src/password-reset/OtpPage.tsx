import { Link, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormMessage, NumberField } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { verifyCodeSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { codeField } from '../forms/fields.tsx';
import { usePasswordReset } from './usePasswordReset.ts';

/** /otp/{id} (SPEC.md §2): the mailed code; on success /reset/{id}/{token}. */
export function OtpPage() {
  const intl = useIntl();
  const { id } = useParams();
  // The shop calls the code `otp`; a refusal that names no field can only be about the code.
  const form = useShopForm(
    verifyCodeSchema,
    { code: '' },
    { aliases: { otp: 'code' }, fallback: 'code' },
  );
  const { actor, busy } = usePasswordReset({ step: 'code', resetRequestId: id }, form.refuse);

  const onSubmit = form.handleSubmit(({ code }) => {
    actor.send({ type: 'reset.verifyCode', code });
  });

  return (
    <AccountFormPage
      page={intl.formatMessage({ id: 'shop.otp.page' })}
      title={intl.formatMessage({ id: 'shop.otp.title' })}
      description={intl.formatMessage({ id: 'shop.otp.intro' })}
      footer={
        <p>
          <FormattedMessage
            id="shop.otp.noCode"
            values={{ link: (chunks) => <Link to="/forget">{chunks}</Link> }}
          />
        </p>
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <NumberField {...codeField(form)} />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      <Button type="submit" loading={busy} fullWidth>
        <FormattedMessage id="shop.passwordReset.submit" />
      </Button>
    </AccountFormPage>
  );
}
