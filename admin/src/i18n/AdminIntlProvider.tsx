/**
 * The back office's language at its root: the signed-in staff member's (kept with their
 * account), or before a sign-in the browser's when it prefers Urdu. react-intl's IntlProvider
 * with the language's catalogues, Radix's direction, and `<html lang dir>` (the CSS's `:dir()`
 * and `:lang(ur)`, and the Urdu face, read those).
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DirectionProvider, localeDirection } from '@bloom/ui';
import { useStaff } from '../auth/session.tsx';
import { englishMessages, loadAdminMessages, type AdminMessages } from './catalogues.ts';
import { browserLocale, localeOfSchema, type AdminLocale } from './locales.ts';

/** The language the back office speaks now: the staff member's, or the browser's before sign-in. */
export function useWantedLocale(): AdminLocale {
  const { staff } = useStaff();
  return staff ? localeOfSchema(staff.locale) : browserLocale();
}

/** Gives every screen inside the staff member's language and direction. */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const wanted = useWantedLocale();
  // The language on screen changes once its catalogue has arrived, never to a half-loaded one.
  const [shown, setShown] = useState<{ locale: AdminLocale; messages: AdminMessages }>({
    locale: 'en',
    messages: englishMessages,
  });
  useEffect(() => {
    let current = true;
    loadAdminMessages(wanted)
      .then((messages) => {
        if (current) setShown({ locale: wanted, messages });
      })
      // Its words could not be had (the network): the screens stay in the language they are in,
      // and the next change of language or reload asks again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted]);
  const dir = localeDirection(shown.locale);
  // Before the browser paints: Urdu words are never drawn left to right for a frame.
  useLayoutEffect(() => {
    document.documentElement.lang = shown.locale;
    document.documentElement.dir = dir;
  }, [shown.locale, dir]);
  return (
    <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.messages}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
