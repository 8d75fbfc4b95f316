import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { AuthCard, Button, FormMessage, PasswordField, Stack, TextField } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';

/** Turns an invitation into a staff account. */
export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      staff {
        id
        name
      }
    }
  }
`);

// Its messages are catalogue ids; "at most" takes its bound where it is said.
const acceptSchema = z.object({
  name: z.string().trim().min(1, 'admin.invitation.nameRequired').max(100, 'admin.form.atMost'),
  password: z.string().min(8, 'admin.invitation.passwordTooShort').max(128, 'admin.form.atMost'),
});

/** /admin/accept-invite?token=…: the invitation's link, where the new staff member sets a password. */
export function AcceptInvitationPage() {
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string) => intl.formatMessage({ id });
  useScreenTitle(say('admin.invitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useAdminForm(acceptSchema, { name: '', password: '' });
  const [accept, { loading }] = useMutation(AcceptInvitationMutation);
  const [done, setDone] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { data } = await accept({ variables: { input: { ...input, token } } });
      if (data) {
        setDone(
          intl.formatMessage(
            { id: 'admin.invitation.joined' },
            { name: data.acceptInvitation.staff.name },
          ),
        );
      }
    } catch (error) {
      form.refuse(error);
    }
  });
  if (done) {
    return (
      <AuthCard title={say('admin.invitation.welcome')} description={done}>
        <p>
          <Link to="/sign-in">{say('admin.signIn.title')}</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={say('admin.invitation.title')}
      titleId="accept-title"
      description={say('admin.invitation.description')}
    >
      <Stack asChild>
        <form aria-labelledby="accept-title" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={say('admin.invitation.name')}
            autoComplete="name"
            required
            error={sentence(form.formState.errors.name?.message, { max: 100 })}
            {...form.register('name')}
          />
          <PasswordField
            label={say('admin.signIn.password')}
            autoComplete="new-password"
            required
            error={sentence(form.formState.errors.password?.message, { max: 128 })}
            showPassword={showPassword}
            onShowPasswordChange={setShowPassword}
            {...form.register('password')}
          />
          {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
          <Button type="submit" loading={loading} fullWidth>
            {say('admin.invitation.join')}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
