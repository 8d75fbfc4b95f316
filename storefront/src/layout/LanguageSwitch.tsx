/**
 * The language switch of the header and the menu panel (issue 24): a link to the same page, with
 * the same filters, in the other language, named in that language's own words ("اردو" on English
 * pages, "English" on Urdu ones). A whole page load, not a client-side navigation: the other
 * language is another catalogue, another router basename and another `<html lang dir>`, all the
 * server's to render.
 */
import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Button } from '@bloom/ui';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import { useLocale } from '../i18n/useLocale.ts';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** Called as the shopper follows it (the menu panel closes). @default none */
  onFollow?: () => void;
}

/** The link to this page in the other language. */
export function LanguageSwitch({ onFollow }: LanguageSwitchProps) {
  const intl = useIntl();
  const locale = useLocale();
  // The page's own path (the router's basename holds the language) and its query: the filters.
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'ur' ? 'en' : 'ur';
  return (
    <Button asChild variant="ghost" size="sm">
      <a
        href={localizedPath(`${pathname}${search}`, other)}
        hrefLang={other}
        lang={other}
        onClick={onFollow}
      >
        {intl.formatMessage({
          id: other === 'ur' ? 'shop.language.name.ur' : 'shop.language.name.en',
        })}
      </a>
    </Button>
  );
}
