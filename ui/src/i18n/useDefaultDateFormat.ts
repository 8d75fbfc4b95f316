import { useUiIntl } from './useUiMessages';

/**
 * A component's default date writer: in English exactly its own formatter, as always (the
 * browser's time zone); under a provider of another language, that intl's words for the same
 * styles, with Latin digits (as the shop writes numbers), in the time zone the app gave its intl.
 */
export function useDefaultDateFormat(
  english: Intl.DateTimeFormat,
  styles: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): (date: Date) => string {
  const intl = useUiIntl();
  return (date) =>
    intl.locale === 'en'
      ? english.format(date)
      : intl.formatDate(date, { ...styles, numberingSystem: 'latn' });
}
