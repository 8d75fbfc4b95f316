/** Prices, dates and messages formatted in each language, as a request's intl gives them. */
import { expect, test } from 'vitest';
import { formatShopDate, pageTitle } from '../shop.ts';
import { POLICIES_UPDATED } from '../legal/LegalContact.tsx';
import { formatDate, formatPrice } from './format.ts';
import { bundledIntl } from './bundled.ts';

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/;

test('a price reads "Rs. 1,450.00" in both languages: Latin digits, two decimals', () => {
  const ur = bundledIntl('ur');
  expect(formatPrice('en', 1450)).toBe('Rs. 1,450.00');
  expect(formatPrice('ur', 1450)).toBe('Rs. 1,450.00');
  expect(formatPrice(ur, 1450)).toBe('Rs. 1,450.00');
  expect(formatPrice(ur, 0.5)).toBe('Rs. 0.50');
  // Grouped as Pakistan groups, like @bloom/ui's formatPrice.
  expect(formatPrice(ur, 145000)).toBe('Rs. 1,45,000.00');
  // What the issue warns of: ICU's own ur-PK currency format drops the decimals.
  expect(
    new Intl.NumberFormat('ur-PK', { style: 'currency', currency: 'PKR' }).format(1450),
  ).not.toContain('.00');
});

test("dates are the shop's time zone's, Latin digits in Urdu too", () => {
  // 20 Nov 20:30 UTC is already 21 Nov in Karachi (UTC+5).
  const late = new Date('2026-11-20T20:30:00Z');
  expect(formatDate('en', late)).toBe('21 Nov 2026');
  // Today's English behaviour, unchanged.
  expect(formatDate('en', late)).toBe(formatShopDate(late));
  expect(formatDate('en', late, 'long')).toBe('21 November 2026');
  // The policies' date, as their pages wrote it before it came from formatDate.
  expect(formatDate('en', POLICIES_UPDATED, 'long')).toBe('21 November 2026');
  const urdu = formatDate(bundledIntl('ur'), late);
  expect(urdu).toContain('21');
  expect(urdu).toContain('2026');
  expect(urdu).toContain('نومبر');
  expect(urdu).not.toMatch(easternDigits);
});

test('plurals follow each language: 1 product, 3 products; 1 پروڈکٹ، 3 پروڈکٹس', () => {
  const en = bundledIntl('en');
  const ur = bundledIntl('ur');
  const count = (intl: typeof en, n: number) =>
    intl.formatMessage({ id: 'shop.listing.count' }, { count: n });
  expect(count(en, 1)).toBe('1 product');
  expect(count(en, 3)).toBe('3 products');
  expect(count(en, 0)).toBe('0 products');
  expect(count(ur, 1)).toBe('1 پروڈکٹ');
  expect(count(ur, 3)).toBe('3 پروڈکٹس');
  expect(en.formatMessage({ id: 'shop.reviews.shownAll' }, { count: 1 })).toBe(
    'Showing all 1 review.',
  );
  expect(en.formatMessage({ id: 'shop.reviews.shownAll' }, { count: 12 })).toBe(
    'Showing all 12 reviews.',
  );
  expect(ur.formatMessage({ id: 'shop.wishlist.count' }, { count: 2 })).toBe('2 محفوظ پروڈکٹس');
});

test("a request's intl speaks its language, with today's English word for word", () => {
  const en = bundledIntl('en');
  const ur = bundledIntl('ur');
  expect(en.locale).toBe('en');
  expect(ur.locale).toBe('ur');
  expect(en.formatMessage({ id: 'shop.pageTitle' }, { page: 'Cart', shopName: 'Bloom' })).toBe(
    pageTitle('Cart'),
  );
  expect(en.formatMessage({ id: 'shop.cart.title' })).toBe('Shopping Cart');
  expect(ur.formatMessage({ id: 'shop.cart.title' })).toBe('شاپنگ کارٹ');
  expect(en.formatMessage({ id: 'shop.validation.reviewTextTooLong' }, { max: 2000 })).toBe(
    'A review can be at most 2,000 characters.',
  );
  expect(en.formatMessage({ id: 'shop.validation.messageTooLong' }, { max: 5000 })).toBe(
    'Message can be at most 5000 characters.',
  );
  // Rich text: the page supplies the link.
  expect(
    en.formatMessage({ id: 'shop.login.newHere' }, { link: (chunks) => `[${chunks.join('')}]` }),
  ).toBe('New to Bloom? [Create an account]');
  expect(
    ur.formatMessage({ id: 'shop.login.newHere' }, { link: (chunks) => `[${chunks.join('')}]` }),
  ).toBe('Bloom پر نئے ہیں؟ [اکاؤنٹ بنائیں]');
  // A price goes in as an argument, formatted: the same text in Urdu.
  expect(ur.formatMessage({ id: 'shop.checkout.newTotal' }, { total: formatPrice(ur, 1450) })).toBe(
    'نیا ٹوٹل: Rs. 1,450.00۔',
  );
  // Ids are typed (catalogues.ts registers them with react-intl): a mistyped one does not compile.
  // @ts-expect-error -- not an id of the catalogue
  expect(en.formatMessage({ id: 'shop.cart.tilte' })).toBe('shop.cart.tilte');
  // The shop's time zone for intl's own date formatting too.
  expect(en.timeZone).toBe('Asia/Karachi');
});
