/**
 * The page's language inside the shop's tree, from the intl Shop.tsx provides (the server's
 * `bundledIntl(locale)`, the browser's from `<html lang>`).
 */
import { useIntl } from 'react-intl';
import { defaultLocale, isLocale, type Locale } from './locales.ts';

/** The language of the page being rendered: `en` or `ur`. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : defaultLocale;
}
