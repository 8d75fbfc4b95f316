import { expect, test } from 'vitest';
import { createIntl } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { shopMessages } from '../i18n/bundled.ts';
import { bundledIntl } from '../i18n/bundled.ts';
import urSource from '../i18n/messages/ur.json';
import { headHtml } from './headHtml.ts';

const publicUrl = 'https://shop.example.com';

/** A head tag's content by its attribute, e.g. `meta('property', 'og:title')`. */
const tag = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('the server’s title is the catalogue’s pattern in the request’s language, its description the tagline in it', () => {
  const intl = createIntl({
    locale: 'ur',
    messages: { ...shopMessages.ur, 'shop.pageTitle': parse('{shopName} | {page}') },
  });
  const html = headHtml({ title: 'شرائط و ضوابط' }, '/terms', publicUrl, intl);
  expect(html).toContain('<title>Bloom | شرائط و ضوابط</title>');
  expect(tag(html, 'property', 'og:title')).toBe('Bloom | شرائط و ضوابط');
  expect(tag(html, 'name', 'twitter:title')).toBe('Bloom | شرائط و ضوابط');
  expect(tag(html, 'name', 'description')).toBe(urSource['shop.brand.tagline'].defaultMessage);
  expect(html).toContain(`<link rel="canonical" href="${publicUrl}/ur/terms" />`);
});

test('in English the head is what it was: "<page> - Bloom" and the English tagline', () => {
  const html = headHtml({ title: 'Terms and Conditions' }, '/terms', publicUrl, bundledIntl('en'));
  expect(html).toContain('<title>Terms and Conditions - Bloom</title>');
  expect(tag(html, 'name', 'description')).toBe(
    'Skin care, hair care, body care and cosmetics, chosen with care.',
  );
  expect(html).toContain(`<link rel="canonical" href="${publicUrl}/terms" />`);
  // A page's own description wins over the tagline.
  expect(
    tag(
      headHtml({ title: 'Cart', description: 'Your bag.' }, '/cart', publicUrl, bundledIntl('en')),
      'name',
      'description',
    ),
  ).toBe('Your bag.');
});
