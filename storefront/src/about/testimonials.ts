import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Testimonial } from '@bloom/ui';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { isLocale, localizedPath } from '../i18n/locales.ts';

/** A static testimonial: its words are a message of the catalogue; the name stays as written. */
export interface StaticTestimonial extends Testimonial {
  /** The catalogue's message holding `text` in every language (`shop.testimonials.1`). */
  textId: ShopMessageId;
}

/**
 * Six static testimonials for the marquee (SPEC.md §2 About). Their `url` points at the page
 * where each was left; the shop's own pages, since a third-party widget needs the internet.
 * `text` is the English as SPEC.md gives it; a page shows {@link testimonialsIn}'s, in its own
 * language.
 */
export const testimonials: readonly StaticTestimonial[] = [
  {
    textId: 'shop.testimonials.1',
    text: 'The Vitamin C serum has made my skin noticeably brighter in three weeks. Delivery was quick and the packaging was lovely.',
    name: 'Ayesha K.',
    url: '/products?category=Skincare',
    rating: 5,
  },
  {
    textId: 'shop.testimonials.2',
    text: 'Finally a shop that lists what is actually in the bundle. The hair care set was worth every rupee.',
    name: 'Hamza R.',
    url: '/bundle',
    rating: 5,
  },
  {
    textId: 'shop.testimonials.3',
    text: 'My order arrived a day late, but the team called to let me know and the body butter is divine.',
    name: 'Sana M.',
    url: '/products?category=Body%20Care',
    rating: 4,
  },
  {
    textId: 'shop.testimonials.4',
    text: 'Gentle products that do not irritate my sensitive skin. The rose water toner is now a staple.',
    name: 'Fatima Z.',
    url: '/products?category=Skincare',
    rating: 5,
  },
  {
    textId: 'shop.testimonials.5',
    text: 'Great shades and long-lasting lipsticks. I would love a few more nude tones, but I am a fan.',
    name: 'Mehwish A.',
    url: '/products?category=Cosmetics',
    rating: 4,
  },
  {
    textId: 'shop.testimonials.6',
    text: 'Easy to order, honest prices and real customer service. Bloom is my first stop for gifts.',
    name: 'Omar S.',
    url: '/about',
    rating: 5,
  },
];

/**
 * The static testimonials in the language of `intl` (the about and home pages' marquees): their
 * words, and their links to that language's pages (a card's link is a plain `<a>`, outside the
 * router's basename).
 */
export function testimonialsIn(intl: Pick<IntlShape, 'formatMessage' | 'locale'>): Testimonial[] {
  const locale = isLocale(intl.locale) ? intl.locale : 'en';
  return testimonials.map(({ textId, name, url, rating }) => ({
    text: intl.formatMessage({ id: textId }),
    name,
    url: url && localizedPath(url, locale),
    rating,
  }));
}

/**
 * The static testimonials in the page's language, the same array while the language stays
 * (the marquee measures itself again when it gets a new one).
 */
export function useTestimonials(): readonly Testimonial[] {
  const intl = useIntl();
  return useMemo(() => testimonialsIn(intl), [intl]);
}
