import type { FC, ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { Direction } from 'radix-ui';
import { localeDirection, uiMessagesFor, type AppMessages, type Locale } from './messages';

/**
 * Radix's direction provider, re-exported: every Radix part inside (menus, selects, tabs,
 * tooltips, dialogs) reads its arrow keys and sides from `dir`. Use it when the app has its own
 * IntlProvider; {@link BloomProvider} includes it.
 */
export const DirectionProvider: FC<{ dir: 'ltr' | 'rtl'; children?: ReactNode }> =
  Direction.Provider;

/** Props of {@link BloomProvider}. */
export interface BloomProviderProps {
  /** The page's language; the direction follows it (Urdu is right to left). */
  locale: Locale;
  /**
   * The app's own messages, merged over @bloom/ui's (`ui.*` ids): ICU strings or, to ship no
   * ICU parser, ASTs precompiled with `formatjs compile --ast`. @default {}
   */
  messages?: AppMessages;
  /** The page's writing direction, when it is not the language's. @default from `locale` */
  dir?: 'ltr' | 'rtl';
  /** The app. */
  children?: ReactNode;
}

/**
 * Gives every component inside the page's language and direction: react-intl's IntlProvider with
 * @bloom/ui's catalogue for `locale` (and the app's `messages` over it) and Radix's
 * DirectionProvider. Put it at the app's root; the server sets the html element's `lang` and
 * `dir` to the same language, since the CSS (`:dir(rtl)`, `:lang(ur)`) reads those.
 */
export function BloomProvider({ locale, messages, dir, children }: BloomProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      // react-intl types `messages` as all strings or all ASTs; it formats either per id.
      messages={uiMessagesFor(locale, messages) as Record<string, MessageFormatElement[]>}
    >
      <DirectionProvider dir={dir ?? localeDirection(locale)}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
