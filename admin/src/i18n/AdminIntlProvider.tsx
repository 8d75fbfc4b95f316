/**
 * The back office's language at its root: the signed-in staff member's (kept with their
 * account), or before a sign-in the browser's when it prefers Urdu. react-intl's IntlProvider
 * with the language's catalogues, Radix's direction, and `<html lang dir>` (the CSS's `:dir()`
 * and `:lang(ur)`, and the Urdu face, read those).
 *
 * While the app asks who is signed in, the language is the one this browser's back office last
 * spoke to a signed-in member (kept in localStorage), and nothing is drawn until its catalogue is
 * here: a member whose back office is in Urdu never sees it in English for a moment first.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DirectionProvider, localeDirection } from '@bloom/ui';
import { useStaff } from '../auth/session.tsx';
import { englishMessages, loadAdminMessages, type AdminMessages } from './catalogues.ts';
import { browserLocale, localeOfSchema, type AdminLocale } from './locales.ts';

/** Where this browser keeps the language its back office last spoke to a signed-in member. */
const LAST_LOCALE_KEY = 'bloom.admin.locale';

/** The language this browser's back office last spoke to a signed-in member, if any. */
function lastLocale(): AdminLocale | undefined {
  try {
    const kept = localStorage.getItem(LAST_LOCALE_KEY);
    return kept === 'ur' || kept === 'en' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language the back office speaks now: the staff member's; the last one this browser's back
 * office spoke while `me` has not answered yet; the browser's before a sign-in.
 */
export function useWantedLocale(): AdminLocale {
  const { staff, status } = useStaff();
  // Read once, as the app starts: storage is not read again on every render.
  const [remembered] = useState(lastLocale);
  if (staff) return localeOfSchema(staff.locale);
  return (status === 'loading' ? remembered : undefined) ?? browserLocale();
}

/** Gives every screen inside the staff member's language and direction. */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const { staff } = useStaff();
  const wanted = useWantedLocale();
  // The language on screen changes once its catalogue has arrived, never to a half-loaded one.
  // English is part of the app; another first language is awaited with nothing drawn.
  const [shown, setShown] = useState<{ locale: AdminLocale; messages: AdminMessages } | null>(() =>
    wanted === 'en' ? { locale: 'en', messages: englishMessages } : null,
  );
  useEffect(() => {
    let current = true;
    loadAdminMessages(wanted)
      .then((messages) => {
        if (current) setShown({ locale: wanted, messages });
      })
      // Its words could not be had (the network): the screens stay in the language they are in
      // (English if none was drawn yet), and the next change of language or reload asks again.
      .catch(() => {
        if (current) setShown((now) => now ?? { locale: 'en', messages: englishMessages });
      });
    return () => {
      current = false;
    };
  }, [wanted]);
  const signedInLocale = staff ? localeOfSchema(staff.locale) : undefined;
  useEffect(() => {
    if (!signedInLocale) return;
    try {
      localStorage.setItem(LAST_LOCALE_KEY, signedInLocale);
    } catch {
      // A browser that keeps nothing: the next visit waits for `me` in the browser's language.
    }
  }, [signedInLocale]);
  const locale = shown?.locale ?? wanted;
  const dir = localeDirection(locale);
  // Before the browser paints: Urdu words are never drawn left to right for a frame.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.messages}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
