/**
 * The back office's words (`admin.*` ids) with @bloom/ui's (`ui.*`), for one language, loaded
 * when that language is first needed: an English staff member downloads no Urdu.
 */
import type { MessageFormatElement } from 'react-intl';
import { loadUiMessages } from '@bloom/ui';
import en from './compiled/en.json';
import type { AdminLocale } from './locales.ts';

/** The id of one of the back office's own messages. */
export type AdminMessageId = keyof typeof en;

/** One language's messages for react-intl, precompiled to ASTs. */
export type AdminMessages = Record<string, MessageFormatElement[]>;

/** English, bundled: the words shown while anything else loads. */
export const englishMessages = en as unknown as AdminMessages;

/** The back office's and @bloom/ui's messages in `locale`. */
export async function loadAdminMessages(locale: AdminLocale): Promise<AdminMessages> {
  const [ui, own] = await Promise.all([
    loadUiMessages(locale),
    locale === 'ur' ? import('./compiled/ur.json').then((module) => module.default) : en,
  ]);
  return { ...(ui as AdminMessages), ...(own as unknown as AdminMessages) };
}
