import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, FormMessage, NumberField, TextArea, TextField, toast } from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { graphql } from '../__generated__/gql';
import type { UpdateProfileInput } from '../__generated__/graphql';
import { errorMessage } from '../graphql/errors.ts';
import { useFormFields } from '../forms/useFormFields.ts';
import { useSession, type SessionUser } from '../session/session.tsx';

/** Saves the changed profile fields; answers with the profile as it is now. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
`);

/** What a shopper reads once their changes are saved (the shop's own words, not the api's). */
export const PROFILE_SAVED_MESSAGE = 'Your profile has been updated.';

type ProfileFields = Pick<SessionUser, 'name' | 'email' | 'phone' | 'address'>;
const FIELD_NAMES = ['name', 'email', 'phone', 'address'] as const;

/** The fields whose trimmed value differs from the saved profile (SPEC.md §5: only those are sent). */
export function changedFields(saved: ProfileFields, edited: ProfileFields): UpdateProfileInput {
  const changes: UpdateProfileInput = {};
  for (const field of FIELD_NAMES) {
    const value = edited[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  return changes;
}

/** /profile (SPEC.md §2): "Personal Information", saved field by field. */
export function ProfilePage() {
  const session = useSession();
  const saved: ProfileFields = session.user ?? { name: '', email: '', phone: '', address: '' };
  const [notice, setNotice] = useState<string | null>(null);
  // An edit makes the last answer ("No changes made", a saved notice) out of date.
  const { fields, bind } = useFormFields<ProfileFields>(
    { name: saved.name, email: saved.email, phone: saved.phone, address: saved.address },
    () => setNotice(null),
  );
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = changedFields(saved, fields);
    if (Object.keys(changes).length === 0) {
      setNotice('No changes made');
      return;
    }
    try {
      const { data } = await updateProfile({ variables: { input: changes } });
      if (!data) return;
      toast.success(PROFILE_SAVED_MESSAGE);
      session.update(data.updateProfile);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <AccountFormPage page="Profile" title="Personal Information" onSubmit={onSubmit}>
      <TextField label="Name" autoComplete="name" required {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
      <NumberField label="Phone" autoComplete="tel" maxLength={15} {...bind('phone')} />
      <TextArea label="Address" autoComplete="street-address" rows={3} {...bind('address')} />
      {notice ? <FormMessage variant="info">{notice}</FormMessage> : null}
      <Button type="submit" loading={loading}>
        Save changes
      </Button>
    </AccountFormPage>
  );
}
