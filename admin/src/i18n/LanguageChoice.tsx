/**
 * The staff member's own language, in their account area: saved with their account
 * (`setMyLocale`), and the back office switches as soon as the gateway answers (the answer
 * updates `me` in the cache, which AdminIntlProvider reads).
 */
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { SelectField, toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql.ts';
import { useStaff } from '../auth/session.tsx';
import { localeOfSchema, schemaLocale, type AdminLocale } from './locales.ts';

const SetMyLocaleMutation = graphql(`
  mutation SetMyLocale($locale: Locale!) {
    setMyLocale(locale: $locale) {
      id
      locale
    }
  }
`);

// Each language named in itself, so whoever cannot read the other still finds their own.
const choices: { value: AdminLocale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ur', label: 'اردو' },
];

/** A select of the back office's languages; `className` places it. */
export function LanguageChoice({ className }: { className?: string }) {
  const intl = useIntl();
  const { staff } = useStaff();
  const [setMyLocale, { loading }] = useMutation(SetMyLocaleMutation);
  if (!staff) return null;
  return (
    <SelectField
      className={className}
      label={intl.formatMessage({ id: 'admin.account.language' })}
      value={localeOfSchema(staff.locale)}
      disabled={loading}
      options={choices}
      onChange={(event) => {
        const locale = event.target.value as AdminLocale;
        setMyLocale({ variables: { locale: schemaLocale(locale) } }).catch(() =>
          toast.error(intl.formatMessage({ id: 'admin.account.languageFailed' })),
        );
      }}
    />
  );
}
