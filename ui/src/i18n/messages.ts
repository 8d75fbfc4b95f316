/**
 * @bloom/ui's own words (labels, announcements, pagination...) as ICU messages, one catalogue per
 * language (en.json, ur.json), every id prefixed `ui.`. An app merges them into its own catalogue
 * for react-intl (`{ ...uiMessages[locale], ...appMessages }`, or {@link uiMessagesFor}) or lets
 * BloomProvider do it.
 */
import type { MessageFormatElement } from 'react-intl';
import { catalogues } from './catalogues';

/** The shop's languages: English (default, today's paths) and Urdu (under /ur). */
export type Locale = 'en' | 'ur';

/** The id of one of @bloom/ui's messages: "ui." and a name ("ui.pagination.next"). */
export type UiMessageId = `ui.${string}`;

/**
 * One language's catalogue of @bloom/ui's messages: id → the ICU message precompiled to
 * react-intl's AST (so no ICU parser need ship; the sources are src/i18n/en.json and ur.json).
 */
export type UiMessages = Readonly<Record<UiMessageId, MessageFormatElement[]>>;

/** What react-intl's `messages` takes for one id: an ICU string or a precompiled AST. */
export type AppMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** @bloom/ui's catalogues by language, precompiled; ur has exactly en's ids (a test says so). */
export const uiMessages: Readonly<Record<Locale, UiMessages>> = catalogues;

/**
 * One language's messages for react-intl: @bloom/ui's, with the app's own (same ids win) merged
 * over them. Pass the result to IntlProvider or createIntl as `messages`.
 */
export function uiMessagesFor<M extends AppMessages>(
  locale: Locale,
  appMessages?: M,
): UiMessages & M {
  return { ...uiMessages[locale], ...appMessages } as UiMessages & M;
}

/** The writing direction of a language: Urdu is right to left. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ur' ? 'rtl' : 'ltr';
}

/**
 * The library's catalogue for `locale`, loaded on demand: English is part of the library already
 * (the components' default words), Urdu comes as its own chunk, so an app that loads only the
 * page's language (not {@link uiMessages}, which holds both) ships no Urdu to English pages.
 */
export async function loadUiMessages(locale: Locale): Promise<UiMessages> {
  if (locale === 'ur') return (await import('./compiled/ur.json')).default as UiMessages;
  return (await import('./compiled/en.json')).default as UiMessages;
}
