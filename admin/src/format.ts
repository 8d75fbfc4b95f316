/** How the back office writes times and statuses, the same on every screen. */
import type { OrderStatus } from './__generated__/graphql.ts';

import shopConfig from '../../shop.config.json';

/** The shop's time zone (shop.config.json): every time the back office writes is the shop's. */
export const shopTimeZone: string = shopConfig.timeZone;

import { formatPrice } from '@bloom/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { intlLocale, type AdminLocale } from './i18n/locales.ts';

// One formatter per language: building one costs more than formatting with it.
const dateTimes = new Map<AdminLocale, Intl.DateTimeFormat>();
const numbers = new Map<AdminLocale, Intl.NumberFormat>();

const dateTimeFormat = (locale: AdminLocale) => {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: shopTimeZone,
    });
    dateTimes.set(locale, format);
  }
  return format;
};

/**
 * "24 Nov 2026, 16:05" ("24 نومبر، 2026 16:05" in Urdu, ur-PK): 24-hour, in the shop's time
 * zone whatever the browser's, the same on every screen, list and timeline.
 */
export function formatDateTime(when: string | Date, locale: AdminLocale = 'en'): string {
  return dateTimeFormat(locale).format(typeof when === 'string' ? new Date(when) : when);
}

/** A count or quantity grouped for the language: "1,250" (ur-PK keeps Latin digits). */
export function formatNumber(value: number, locale: AdminLocale = 'en'): string {
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale));
    numbers.set(locale, format);
  }
  return format.format(value);
}

/**
 * Money as the shop writes it in both languages (DESIGN.md "Languages"): "Rs. 1,450.00", Latin
 * digits and two decimals (ICU's ur-PK currency format drops the decimals), isolated left to
 * right with U+2066/U+2069 so Urdu text around it cannot reorder it.
 */
export function formatMoney(amount: number, locale: AdminLocale = 'en'): string {
  return locale === 'ur' ? `\u2066${formatPrice(amount)}\u2069` : formatPrice(amount);
}

/** The formatters in the screen's language (react-intl's locale above). */
export function useFormat() {
  const locale = useIntl().locale === 'ur' ? 'ur' : 'en';
  // The same functions while the language stays, so a table's memoised columns keep.
  return useMemo(
    () =>
      ({
        locale,
        dateTime: (when: string | Date) => formatDateTime(when, locale),
        number: (value: number) => formatNumber(value, locale),
        money: (amount: number) => formatMoney(amount, locale),
      }) as const,
    [locale],
  );
}

/** Each order status as people read it (the badge's word). */
export const statusLabels: Record<
  OrderStatus,
  'Pending' | 'Dispatched' | 'Delivered' | 'Cancelled' | 'Returned'
> = {
  PENDING: 'Pending',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

/** Each order status's catalogue entry: its word in the screen's language. */
export const statusMessageIds: Record<OrderStatus, string> = {
  PENDING: 'admin.orderStatus.pending',
  DISPATCHED: 'admin.orderStatus.dispatched',
  DELIVERED: 'admin.orderStatus.delivered',
  CANCELLED: 'admin.orderStatus.cancelled',
  RETURNED: 'admin.orderStatus.returned',
};
