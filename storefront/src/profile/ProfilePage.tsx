import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import {
  Button,
  FormMessage,
  NumberField,
  PasswordField,
  TextArea,
  TextField,
  toast,
} from '@bloom/ui';
import { AccountFormPage } from '../auth/AccountFormPage.tsx';
import { graphql } from '../__generated__/gql';
import type { UpdateProfileInput } from '../__generated__/graphql';
import { LIMITS, emailChanges, profileSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { addressField, emailField, nameField, phoneField } from '../forms/fields.tsx';
import { useSession, type SessionUser } from '../session/session.tsx';

/** Saves the changed profile fields; answers with the profile as it is now. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
`);

/**
 * What a shopper reads once their changes are saved (the shop's own words, not the api's), in
 * English: the page shows `shop.profile.saved` in its language.
 */
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
  const intl = useIntl();
  const session = useSession();
  const saved: ProfileFields = session.user ?? { name: '', email: '', phone: '', address: '' };
  const [notice, setNotice] = useState<string | null>(null);
  const [defaults] = useState(() => ({
    name: saved.name,
    email: saved.email,
    phone: saved.phone,
    address: saved.address,
    currentPassword: '',
  }));
  const schema = useMemo(
    () => profileSchema({ email: saved.email, phone: saved.phone, address: saved.address }),
    [saved.email, saved.phone, saved.address],
  );
  const form = useShopForm(schema, defaults);
  const { errors } = form.formState;
  // Another login email needs the current password (the shop asks for it): the field shows then.
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = emailChanges(saved.email, email);
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  // An edit makes the last answer ("No changes made", a saved notice) out of date.
  const edited = { onChange: () => setNotice(null) };

  const onSubmit = form.handleSubmit(async (fields) => {
    const changes = changedFields(saved, fields);
    if (Object.keys(changes).length === 0) {
      setNotice(intl.formatMessage({ id: 'shop.profile.noChanges' }));
      return;
    }
    if (emailChanges(saved.email, fields.email)) changes.currentPassword = fields.currentPassword;
    try {
      const { data } = await updateProfile({ variables: { input: changes } });
      if (!data) return;
      toast.success(intl.formatMessage({ id: 'shop.profile.saved' }));
      form.resetField('currentPassword');
      session.update(data.updateProfile);
    } catch (error) {
      form.refuse(error);
    }
  });

  return (
    <AccountFormPage
      page={intl.formatMessage({ id: 'shop.menu.profile' })}
      title={intl.formatMessage({ id: 'shop.profile.title' })}
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* The saved values are the fields' defaults, so the server renders them too. */}
      <TextField defaultValue={defaults.name} {...nameField(form, edited)} />
      <TextField defaultValue={defaults.email} {...emailField(form, edited)} />
      {emailChanged ? (
        <PasswordField
          label={intl.formatMessage({ id: 'shop.profile.currentPassword' })}
          hint={intl.formatMessage({ id: 'shop.profile.currentPasswordHint' })}
          autoComplete="current-password"
          required
          maxLength={LIMITS.passwordMax}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <NumberField defaultValue={defaults.phone} {...phoneField(form, edited)} required={false} />
      <TextArea defaultValue={defaults.address} {...addressField(form, edited)} required={false} />
      {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
      {notice ? <FormMessage variant="info">{notice}</FormMessage> : null}
      <Button type="submit" loading={loading}>
        <FormattedMessage id="shop.profile.save" />
      </Button>
    </AccountFormPage>
  );
}
