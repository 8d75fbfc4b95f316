import { expect, test } from 'vitest';
import type { MockedResponse } from '@apollo/client/testing';
import { renderRoute } from '../test/renderRoute.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { AboutReviewsQuery } from './AboutPage.tsx';

const ur = bundledIntl('ur');

/** What the Urdu page says for one of the shop's messages. */
const urdu = (id: ShopMessageId, values?: Record<string, string>) =>
  ur.formatMessage({ id }, values);

/** The latest products' reviews: one five-star review of `product` (p1) by Asha. */
function reviewsMock(product: string): MockedResponse {
  return {
    request: { query: AboutReviewsQuery },
    result: {
      data: {
        latestProducts: [
          {
            __typename: 'Product',
            id: 'p1',
            name: product,
            reviews: [
              {
                __typename: 'Review',
                id: 'r1',
                authorName: 'Asha',
                rating: 5,
                text: 'Soft and fresh.',
              },
            ],
          },
        ],
      },
    },
  };
}

test('the about page tells the story and quotes customers, in English at /about', async () => {
  const screen = await renderRoute('/about', { mocks: [reviewsMock('Rosewater Toner')] });

  await expect
    .element(screen.getByRole('heading', { level: 1, name: 'About Bloom' }))
    .toBeVisible();
  expect(document.title).toBe('About Us - Bloom');
  await expect.element(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
  await expect
    .element(screen.getByText(/^Bloom began at a kitchen table in Lahore, with two friends/))
    .toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'Read More' }))
    .toHaveAttribute('href', '/about');
  const reviews = screen.getByRole('list', { name: 'Customer reviews' });
  await expect
    .element(reviews.getByRole('link', { name: 'Asha on Rosewater Toner' }))
    .toHaveAttribute('href', '/selectedItem/p1');
  await expect
    .element(screen.getByRole('link', { name: 'Shop the favourites' }))
    .toHaveAttribute('href', '/products');
  const marquee = screen.getByRole('region', { name: 'Customer testimonials' });
  await expect
    .element(marquee.getByRole('link', { name: 'Hamza R.' }))
    .toHaveAttribute('href', '/bundle');
  expect(marquee.element().textContent).toContain(
    'Finally a shop that lists what is actually in the bundle.',
  );
});

test('in Urdu the about page speaks Urdu from the catalogue, its links staying in Urdu', async () => {
  const product = 'عرقِ گلاب ٹونر';
  const screen = await renderRoute('/about', { locale: 'ur', mocks: [reviewsMock(product)] });

  await expect
    .element(
      screen.getByRole('heading', {
        level: 1,
        name: urdu('shop.about.hero.title', { shopName: 'Bloom' }),
      }),
    )
    .toBeVisible();
  expect(document.title).toBe(`${urdu('shop.menu.about')} - Bloom`);
  await expect.element(screen.getByText(urdu('shop.brand.tagline')).first()).toBeVisible();
  for (const id of [
    'shop.about.story.title',
    'shop.about.vision.title',
    'shop.about.mission.title',
  ] as const) {
    await expect.element(screen.getByRole('heading', { level: 2, name: urdu(id) })).toBeVisible();
  }
  // The city stays in Latin script inside the Urdu story.
  await expect
    .element(screen.getByText(urdu('shop.about.story.text', { shopName: 'Bloom', city: 'Lahore' })))
    .toBeVisible();
  await expect
    .element(screen.getByRole('heading', { level: 2, name: urdu('shop.menu.about') }))
    .toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: urdu('shop.about.teaser.more') }))
    .toHaveAttribute('href', '/about');

  const reviews = screen.getByRole('list', { name: urdu('shop.about.reviews') });
  await expect
    .element(
      reviews.getByRole('link', {
        name: urdu('shop.about.review.author', { author: 'Asha', product }),
      }),
    )
    .toHaveAttribute('href', '/ur/selectedItem/p1');
  await expect
    .element(screen.getByRole('link', { name: urdu('shop.about.reviews.more') }))
    .toHaveAttribute('href', '/products');
  await expect
    .element(screen.getByRole('heading', { level: 2, name: urdu('shop.about.testimonials') }))
    .toBeVisible();
  const marquee = screen.getByRole('region', { name: urdu('shop.testimonials.label') });
  expect(marquee.element().textContent).toContain(urdu('shop.testimonials.2'));
  // A card's link is a plain <a>: it names the Urdu page itself.
  await expect
    .element(marquee.getByRole('link', { name: 'Hamza R.' }))
    .toHaveAttribute('href', '/ur/bundle');

  const main = document.querySelector('main')!.textContent;
  for (const english of [
    'About Bloom',
    'Our Story',
    'kitchen table',
    'Read More',
    'Customer reviews',
    'Shop the favourites',
    'What our customers say',
    ' on ',
    'Finally a shop',
    'chosen with care',
  ]) {
    expect(main, english).not.toContain(english);
  }
});
