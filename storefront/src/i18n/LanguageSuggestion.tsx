/**
 * The Accept-Language suggestion (issue 24; DESIGN.md "Languages"): the shop never redirects by
 * the browser's languages, but when the shopper's browser prefers the shop's other language, a
 * banner at the window's foot offers the same page in it, written in that language ("یہ صفحہ
 * اردو میں بھی دستیاب ہے۔" on an English page). Dismissed, it stays away for the visit.
 *
 * It is the browser's to decide: guests share one cached page per language, so the server never
 * writes it. It appears after hydration, over the page (PromoBanner's `bottom` placement), so it
 * moves nothing already drawn, and the other language's catalogue loads only when it is shown.
 */
import { createContext, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PromoBanner } from '@bloom/ui';
import { loadShopMessages, type ShopMessages } from './catalogues.ts';
import { intlWith } from './intl.ts';
import { direction, isLocale, localizedPath, type Locale } from './locales.ts';
import { useLocale } from './useLocale.ts';

/** Where a dismissal is kept for the visit (sessionStorage: this tab, until it closes). */
export const suggestionDismissedKey = 'bloom.languageSuggestion.dismissed';

/**
 * The shop's language the browser prefers: the first of `languages` (navigator.languages,
 * most preferred first) whose primary subtag is one of the shop's, if any.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.split('-')[0]!.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** Whether the shopper has dismissed the suggestion in this visit. */
function dismissed(): boolean {
  try {
    return sessionStorage.getItem(suggestionDismissedKey) !== null;
  } catch {
    // Storage refused (a privacy mode): the banner shows, and its close button still hides it.
    return false;
  }
}

/**
 * How the banner gets the suggested language's words: its whole catalogue in the app; a page in
 * islands passes its islands' words (islands/IslandShell.tsx), which hold the banner's.
 */
export const SuggestionWordsContext =
  createContext<(locale: Locale) => Promise<Partial<ShopMessages>>>(loadShopMessages);

/** What the banner says, in the suggested language. */
interface Suggestion {
  locale: Locale;
  text: string;
  action: string;
  dismiss: string;
  label: string;
}

/** The suggestion banner, when the browser prefers the shop's other language. */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [suggestion, setSuggestion] = useState<Suggestion>();
  const loadWords = use(SuggestionWordsContext);

  useEffect(() => {
    const preferred = preferredLocale(navigator.languages);
    if (!preferred || preferred === locale || dismissed()) return;
    let current = true;
    loadWords(preferred)
      .then((messages) => {
        if (!current) return;
        // The shop's words alone: the banner says nothing of @bloom/ui's.
        const intl = intlWith(preferred, messages);
        setSuggestion({
          locale: preferred,
          text: intl.formatMessage({ id: 'shop.language.suggestion.text' }),
          action: intl.formatMessage({ id: 'shop.language.suggestion.action' }),
          dismiss: intl.formatMessage({ id: 'shop.language.suggestion.dismiss' }),
          label: intl.formatMessage({ id: 'shop.language.suggestion.label' }),
        });
      })
      // Without its words there is nothing to suggest; the page is whole without it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale, loadWords]);

  if (!suggestion) return null;
  const dismiss = () => {
    setSuggestion(undefined);
    try {
      sessionStorage.setItem(suggestionDismissedKey, '1');
    } catch {
      // Hidden for this page; storage refused, the next page may offer it again.
    }
  };
  return (
    <PromoBanner
      role="region"
      aria-label={suggestion.label}
      lang={suggestion.locale}
      dir={direction(suggestion.locale)}
      variant="blush"
      placement="bottom"
      dismissLabel={suggestion.dismiss}
      onDismiss={dismiss}
      action={
        <a
          href={localizedPath(`${pathname}${search}`, suggestion.locale)}
          hrefLang={suggestion.locale}
        >
          {suggestion.action}
        </a>
      }
    >
      {suggestion.text}
    </PromoBanner>
  );
}
