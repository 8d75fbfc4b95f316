/**
 * The shop's message catalogues, precompiled to ASTs (`npm run i18n:compile -w storefront`), so
 * react-intl formats without parsing ICU at run time. The sources are `messages/{en,ur}.json`
 * (FormatJS's extraction format: `defaultMessage` and `description`); `compiled/` is generated
 * from them and committed (catalogues.test.ts fails when it is stale).
 */
import type { MessageFormatElement } from 'react-intl';
import type en from './compiled/en.json';
import type { Locale } from './locales.ts';

/** The id of one of the storefront's messages (`shop.cart.title`). */
export type ShopMessageId = keyof typeof en;

declare global {
  // react-intl's registry of message ids: `<FormattedMessage id>` and `intl.formatMessage`
  // accept the shop's ids and @bloom/ui's (`ui.*`), so a mistyped id fails the typecheck.
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's declared extension point
  namespace FormatjsIntl {
    interface Message {
      ids: ShopMessageId | `ui.${string}`;
    }
  }
}

/** One language's precompiled catalogue: every id, its message as an AST. */
export type ShopMessages = Readonly<Record<ShopMessageId, MessageFormatElement[]>>;

/**
 * One language's catalogue as its own chunk, for the browser: only the page's language is
 * fetched (the server and tests take both from bundled.ts, which no browser code imports).
 */
export async function loadShopMessages(locale: Locale): Promise<ShopMessages> {
  const catalogue =
    locale === 'ur' ? await import('./compiled/ur.json') : await import('./compiled/en.json');
  return catalogue.default as ShopMessages;
}
