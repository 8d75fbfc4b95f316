import { useId, type FormEvent, type ReactNode } from 'react';
import { AuthCard, Stack } from '@bloom/ui';
import { PageTitle } from '../layout/PageTitle.tsx';

/** Props of {@link AccountFormPage}. */
export type AccountFormPageProps = {
  /** The page's name in the document title: "Login" reads "Login - Bloom". */
  page: string;
  /** The card's heading, the page's `<h1>`; it also names the form. */
  title: string;
  /** The welcoming line under the title. */
  description?: string;
  /** A message between the title and the form (why the shopper was sent here). */
  notice?: ReactNode;
  /** The line under the form: "New to Bloom? Create an account". */
  footer?: ReactNode;
  /** Handles the form's submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields, links and submit button. */
  children: ReactNode;
};

/**
 * The frame of the account pages (login, signup, the three steps of password recovery and the
 * profile): one card with the title, and a form named after it.
 */
export function AccountFormPage({
  page,
  title,
  description,
  notice,
  footer,
  onSubmit,
  children,
}: AccountFormPageProps) {
  const titleId = useId();
  return (
    <>
      <PageTitle page={page} noindex />
      <AuthCard title={title} titleId={titleId} description={description} footer={footer}>
        {notice}
        <Stack asChild>
          {/* The shop's own messages, not the browser's: the form's schema checks it. */}
          <form aria-labelledby={titleId} method="post" noValidate onSubmit={onSubmit}>
            {children}
          </form>
        </Stack>
      </AuthCard>
    </>
  );
}
