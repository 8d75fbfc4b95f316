/**
 * One react-intl `IntlShape` per request on the server (and one per visit in the browser): the
 * page's language, the shop's precompiled catalogue merged over @bloom/ui's, English as the
 * fallback language and the shop's time zone for dates. Components read it through
 * `<IntlProvider>` / `useIntl()`; code outside React (the web server's plain pages, head tags)
 * calls `intl.formatMessage` on the object itself.
 */
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import { shop } from '../shop.ts';
import type { ShopMessages } from './catalogues.ts';
import { defaultLocale, type Locale } from './locales.ts';
import { uiMessagesFor } from './ui-messages.ts';

// One cache for the process: it holds the Intl formatters by language and options, which cost
// more to build than to use. The IntlShape itself stays per request (it carries the language).
const cache = createIntlCache();

/** What react-intl's `messages` takes: the shop's ASTs beside @bloom/ui's ICU strings. */
type Messages = Record<string, string | MessageFormatElement[]>;

/** The merged catalogue for `locale`: @bloom/ui's first, the shop's over it. */
export function messagesFor(locale: Locale, shopCatalogue: ShopMessages) {
  return { ...uiMessagesFor(locale), ...shopCatalogue } satisfies Messages;
}

/**
 * The intl of one request in `locale` with that language's catalogue: in the browser from
 * `loadShopMessages` (catalogues.ts), on the server and in tests `bundledIntl` (bundled.ts).
 */
export function createShopIntl(locale: Locale, messages: ShopMessages): IntlShape {
  return intlWith(locale, messagesFor(locale, messages));
}

/**
 * The intl of one request in `locale` with its merged catalogue, @bloom/ui's and the shop's (a
 * page in islands loads only its language's of each: src/islands/entry.tsx).
 */
export function intlWith(locale: Locale, messages: Messages): IntlShape {
  return createIntl(
    {
      locale,
      defaultLocale,
      timeZone: shop.timeZone,
      // react-intl types `messages` as all strings or all ASTs; it formats either per id.
      messages: messages as Record<string, MessageFormatElement[]>,
    },
    cache,
  );
}
