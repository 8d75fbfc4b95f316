/**
 * THE PLACE where @bloom/ui's own catalogue (its `ui.*` ids: labels, announcements, pagination)
 * joins the shop's: precompiled ASTs by language, from the built @bloom/ui.
 */
import { uiMessages, type UiMessages } from '@bloom/ui';
import type { Locale } from './locales.ts';

/** @bloom/ui's messages for `locale`, merged under the shop's (shop ids never start `ui.`). */
export function uiMessagesFor(locale: Locale): UiMessages {
  return uiMessages[locale];
}
