/**
 * THE PLACE where @bloom/ui's own catalogue (its `ui.*` ids: labels, announcements, pagination)
 * joins the shop's. @bloom/ui is gaining `uiMessages` (by language, ICU strings) in the same
 * session as this folder; until the built package exports it, this returns no messages and
 * @bloom/ui's components keep their English defaults. The wiring session replaces the body with
 * `return uiMessages[locale];` (imported from '@bloom/ui') and nothing else changes.
 */
import type { Locale } from './locales.ts';

/** @bloom/ui's messages for `locale`, merged under the shop's (shop ids never start `ui.`). */
export function uiMessagesFor(_locale: Locale): Readonly<Record<string, string>> {
  return {};
}
