import type { Testimonial } from '@bloom/ui';

/**
 * Six static testimonials for the marquee (SPEC.md §2 About). Their `url` points at the page
 * where each was left; the shop's own pages, since a third-party widget needs the internet.
 */
export const testimonials: readonly Testimonial[] = [
  {
    text: 'The Vitamin C serum has made my skin noticeably brighter in three weeks. Delivery was quick and the packaging was lovely.',
    name: 'Ayesha K.',
    url: '/products?category=Skincare',
    rating: 5,
  },
  {
    text: 'Finally a shop that lists what is actually in the bundle. The hair care set was worth every rupee.',
    name: 'Hamza R.',
    url: '/bundle',
    rating: 5,
  },
  {
    text: 'My order arrived a day late, but the team called to let me know and the body butter is divine.',
    name: 'Sana M.',
    url: '/products?category=Body%20Care',
    rating: 4,
  },
  {
    text: 'Gentle products that do not irritate my sensitive skin. The rose water toner is now a staple.',
    name: 'Fatima Z.',
    url: '/products?category=Skincare',
    rating: 5,
  },
  {
    text: 'Great shades and long-lasting lipsticks. I would love a few more nude tones, but I am a fan.',
    name: 'Mehwish A.',
    url: '/products?category=Cosmetics',
    rating: 4,
  },
  {
    text: 'Easy to order, honest prices and real customer service. Bloom is my first stop for gifts.',
    name: 'Omar S.',
    url: '/about',
    rating: 5,
  },
];
