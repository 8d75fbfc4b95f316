import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { AuthCard, Button, FormMessage, PasswordField, Stack, TextField } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';

const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      message
    }
  }
`);

const acceptSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'At most 100 characters.'),
  password: z.string().min(8, 'At least 8 characters.').max(128, 'At most 128 characters.'),
});

/** /admin/accept-invite?token=…: the invitation's link, where the new staff member sets a password. */
export function AcceptInvitationPage() {
  useScreenTitle('Join the back office');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useAdminForm(acceptSchema, { name: '', password: '' });
  const [accept, { loading }] = useMutation(AcceptInvitationMutation);
  const [done, setDone] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { data } = await accept({ variables: { input: { ...input, token } } });
      if (data) setDone(data.acceptInvitation.message);
    } catch (error) {
      form.refuse(error);
    }
  });
  if (done) {
    return (
      <AuthCard title="Welcome to Bloom admin" description={done}>
        <p>
          <Link to="/sign-in">Sign in</Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Join the back office"
      titleId="accept-title"
      description="Choose your name and password."
    >
      <Stack asChild>
        <form aria-labelledby="accept-title" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label="Name"
            autoComplete="name"
            required
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            error={form.formState.errors.password?.message}
            showPassword={showPassword}
            onShowPasswordChange={setShowPassword}
            {...form.register('password')}
          />
          {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
          <Button type="submit" loading={loading} fullWidth>
            Join
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
