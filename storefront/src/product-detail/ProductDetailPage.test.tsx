import { afterEach, expect, test, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import { RawIntlProvider } from 'react-intl';
import { SessionProvider } from '../session/session.tsx';
import { userEvent } from 'vitest/browser';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { renderRoute } from '../test/renderRoute.tsx';
import {
  drySkinReview,
  oilySkinReview,
  otherReview,
  ownReview,
  productWith,
  ratingsOfSkinReviews,
  testUser,
  tonerLabel,
} from '../test/fixtures.ts';
import { productDetailMock, relatedProductsMock } from '../test/mocks.ts';
import { ProductDetailQuery } from './ProductDetailPage.tsx';
import { bundledIntl } from '../i18n/bundled.ts';
import type { ShopMessageId } from '../i18n/catalogues.ts';
import { formatDate } from '../i18n/format.ts';
import ur from '../i18n/messages/ur.json';
import {
  CreateReviewMutation,
  DeleteReviewMutation,
  Reviews,
  UpdateReviewMutation,
} from './Reviews.tsx';

const related = relatedProductsMock([
  productWith([]),
  { ...productWith([]), id: 'p9', name: 'Aloe Gel' },
]);

afterEach(() => localStorage.clear());

type Review = typeof ownReview;

/** The gateway adding a review sent as `input`, answering with `review`. */
const reviewCreated = (input: Record<string, unknown>, review: Review): MockedResponse => ({
  request: { query: CreateReviewMutation, variables: { input } },
  result: {
    data: {
      createReview: { __typename: 'ReviewPayload', message: 'Review added successfully', review },
    },
  },
});

/** The gateway saving an edit sent as `input`, answering with `review`. */
const reviewUpdated = (input: Record<string, unknown>, review: Review): MockedResponse => ({
  request: { query: UpdateReviewMutation, variables: { input } },
  result: {
    data: {
      updateReview: { __typename: 'ReviewPayload', message: 'Review updated successfully', review },
    },
  },
});

test('a guest reads the product and its reviews, and is asked to log in to write one', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([ownReview, otherReview])), related],
  });

  await expect
    .element(screen.getByRole('heading', { level: 1 }))
    .toHaveTextContent('Rosewater Toner');
  expect(document.title).toBe('Rosewater Toner - Bloom');
  await expect.element(screen.getByRole('article', { name: 'Review by Bilal Khan' })).toBeVisible();
  await expect.element(screen.getByRole('article', { name: 'Review by Asha Rao' })).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'Log in' }))
    .toHaveAttribute('href', '/login');
  expect(screen.getByRole('button', { name: 'Edit review' }).elements()).toHaveLength(0);
  // Related products leave out the product itself.
  await expect.element(screen.getByRole('heading', { name: 'Aloe Gel' })).toBeVisible();
  expect(
    screen.getByRole('list', { name: 'Related products' }).getByRole('listitem').elements(),
  ).toHaveLength(1);
});

test('a member may edit and delete their own review only, and is not offered a second one', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [productDetailMock(productWith([ownReview, otherReview])), related],
  });

  const own = screen.getByRole('article', { name: 'Review by Asha Rao' });
  const other = screen.getByRole('article', { name: 'Review by Bilal Khan' });
  await expect.element(own.getByRole('button', { name: 'Edit review' })).toBeVisible();
  await expect.element(own.getByRole('button', { name: 'Delete review' })).toBeVisible();
  expect(other.getByRole('button').elements()).toHaveLength(0);
  expect(screen.getByRole('form', { name: 'Write a review' }).elements()).toHaveLength(0);
});

test('a review is only deleted once the member confirms', async () => {
  const deleteSent = vi.fn(() => ({
    data: {
      deleteReview: { __typename: 'DeleteReviewPayload', message: 'Deleted', reviewId: 'r1' },
    },
  }));
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([ownReview])),
      related,
      {
        request: { query: DeleteReviewMutation, variables: { input: { reviewId: 'r1' } } },
        result: deleteSent,
      },
    ],
  });

  await screen.getByRole('button', { name: 'Delete review' }).click();
  await expect.element(screen.getByRole('dialog', { name: 'Delete your review?' })).toBeVisible();
  await screen.getByRole('button', { name: 'Keep it' }).click();

  await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  await expect.element(screen.getByRole('article', { name: 'Review by Asha Rao' })).toBeVisible();
  expect(deleteSent).not.toHaveBeenCalled();
});

test('deleting one’s review confirms with the shop’s message and the review goes', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([ownReview, otherReview])),
      related,
      {
        request: { query: DeleteReviewMutation, variables: { input: { reviewId: 'r1' } } },
        result: {
          data: {
            deleteReview: {
              __typename: 'DeleteReviewPayload',
              message: 'Review deleted successfully',
              reviewId: 'r1',
            },
          },
        },
      },
      productDetailMock(productWith([otherReview])),
    ],
  });

  await screen
    .getByRole('article', { name: 'Review by Asha Rao' })
    .getByRole('button', { name: 'Delete review' })
    .click();
  await screen
    .getByRole('dialog', { name: 'Delete your review?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();

  await expect.element(screen.getByText('Review deleted successfully')).toBeVisible();
  await expect
    .element(screen.getByRole('article', { name: 'Review by Asha Rao' }))
    .not.toBeInTheDocument();
  await expect.element(screen.getByRole('form', { name: 'Write a review' })).toBeVisible();
});

test('editing one’s review sends the new words and shows the shop’s message', async () => {
  const edited = { ...ownReview, text: 'Even better after a month.', rating: 5 };
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([ownReview])),
      related,
      reviewUpdated(
        { reviewId: 'r1', rating: 5, text: 'Even better after a month.', skinType: null },
        edited,
      ),
      productDetailMock(productWith([edited])),
    ],
  });

  await screen.getByRole('button', { name: 'Edit review' }).click();
  const form = screen.getByRole('form', { name: 'Edit your review' });
  await form.getByRole('radio', { name: '5 stars' }).click();
  await userEvent.fill(
    form.getByRole('textbox', { name: 'Your review' }),
    'Even better after a month.',
  );
  await form.getByRole('button', { name: 'Save review' }).click();

  await expect.element(screen.getByText('Review updated successfully')).toBeVisible();
  await expect.element(screen.getByText('Even better after a month.')).toBeVisible();
  expect(screen.getByRole('form', { name: 'Edit your review' }).elements()).toHaveLength(0);
});

test('a new review needs stars and words before anything is sent', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [productDetailMock(productWith([otherReview])), related],
  });

  const form = screen.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();

  await expect.element(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect.element(form.getByText('Please write a few words about the product.')).toBeVisible();
});

test('a new review is sent, confirmed, and appears; a refused one shows the shop’s reason', async () => {
  const mine = { ...ownReview, id: 'r3', rating: 3, text: 'Nice scent.' };
  const created = reviewCreated({ productId: 'p1', rating: 3, text: 'Nice scent.' }, mine);
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([otherReview])),
      related,
      {
        request: created.request,
        result: { errors: [new GraphQLError('You have already reviewed this product.')] },
      },
      created,
      productDetailMock(productWith([mine, otherReview])),
    ],
  });

  const form = screen.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '3 stars' }).click();
  await userEvent.fill(form.getByRole('textbox', { name: 'Your review' }), 'Nice scent.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect.element(screen.getByText('You have already reviewed this product.')).toBeVisible();
  // The words stay for another try.
  await expect
    .element(form.getByRole('textbox', { name: 'Your review' }))
    .toHaveValue('Nice scent.');

  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect.element(screen.getByText('Review added successfully')).toBeVisible();
  await expect.element(screen.getByRole('article', { name: 'Review by Asha Rao' })).toBeVisible();
});

test('a product without reviews says "No Ratings"; out of stock it cannot be added', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([], { inStock: false })), relatedProductsMock([])],
  });

  await expect.element(screen.getByText('No Ratings')).toBeVisible();
  await expect.element(screen.getByText('Out Of Stock')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add to cart' }).elements()).toHaveLength(0);
});

test('Add to cart puts the product in the cart', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([])), related],
  });

  await screen.getByRole('button', { name: 'Add to cart', exact: true }).click();

  await expect.element(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(localStorage.getItem('cart')).toContain('Rosewater Toner');
});

test('an unknown id shows a clear not-found state', async () => {
  const screen = await renderRoute('/selectedItem/p1', { mocks: [productDetailMock(null)] });

  await expect.element(screen.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect
    .element(screen.getByRole('link', { name: 'Back to shop' }))
    .toHaveAttribute('href', '/products');
});

test('an id the shop cannot read is a not-found too', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [
      {
        request: { query: ProductDetailQuery, variables: { id: 'p1' } },
        result: {
          errors: [
            new GraphQLError('The product id is not a valid id.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });

  await expect.element(screen.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('a long description starts folded and Read more shows all of it', async () => {
  const description = `${'Rose water and glycerin soothe and hydrate. '.repeat(6)}The last sentence.`;
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock({ ...productWith([]), description }), related],
  });

  await expect.element(screen.getByText('The last sentence.')).not.toBeInTheDocument();
  await screen.getByRole('button', { name: 'Read more' }).click();

  await expect.element(screen.getByText(/The last sentence\./)).toBeVisible();
  await expect
    .element(screen.getByRole('button', { name: 'Read less' }))
    .toHaveAttribute('aria-expanded', 'true');
});

test('the page says which skin the product suits, what it is free from, and what is in it', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([], tonerLabel)), related],
  });

  const suits = screen.getByRole('list', { name: 'Suits' }).getByRole('listitem');
  expect(suits.elements().map((chip) => chip.textContent)).toEqual([
    'Dry',
    'Combination',
    'Normal',
  ]);
  const free = screen.getByRole('list', { name: 'Free from' }).getByRole('listitem');
  expect(free.elements().map((badge) => badge.textContent)).toEqual([
    'Sulfate-free',
    'Alcohol-free',
    'Silicone-free',
  ]);
  const ingredients = screen.getByRole('region', { name: 'Ingredients' });
  await expect
    .element(ingredients.getByText(/^Rosa Damascena Flower Water, Glycerin, Butylene Glycol/))
    .toHaveTextContent(/, Geraniol, Methylparaben$/);
});

test('an ingredient a free-from tag covers leads to the category without it; others lead nowhere', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([], tonerLabel)), related],
  });

  const avoid = screen.getByRole('list', { name: 'Avoiding an ingredient?' });
  const items = avoid.getByRole('listitem').elements();
  expect(items.map((item) => item.textContent)).toEqual([
    'Fragrance (Parfum, Citronellol, Geraniol): Show Skincare products free from fragrance',
    'Parabens (Methylparaben): Show Skincare products free from parabens',
  ]);
  // One link a tag; Rosa Damascena Flower Water, Glycerin and the rest have none.
  expect(avoid.getByRole('link').elements()).toHaveLength(2);
  await expect
    .element(avoid.getByRole('link', { name: 'Show Skincare products free from parabens' }))
    .toHaveAttribute('href', '/products?category=Skincare&free=parabens');

  await avoid.getByRole('link', { name: 'Show Skincare products free from fragrance' }).click();
  await expect
    .poll(() => screen.router.state.location.pathname + screen.router.state.location.search)
    .toBe('/products?category=Skincare&free=fragrance');
});

test('a product naming no skin type suits all; without a known list it shows no ingredients', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([])), related],
  });

  await expect
    .element(screen.getByRole('list', { name: 'Suits' }).getByRole('listitem'))
    .toHaveTextContent('All skin types');
  expect(screen.getByRole('list', { name: 'Free from' }).elements()).toHaveLength(0);
  expect(screen.getByRole('heading', { name: 'Ingredients' }).elements()).toHaveLength(0);
});

const skinReviews = productWith([ownReview, oilySkinReview, drySkinReview], {
  ratingsBySkinType: ratingsOfSkinReviews,
});

test('reviews filter by skin type, each type with its average, and the address keeps the choice', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(skinReviews), related],
  });

  const filter = screen.getByRole('group', { name: 'Reviews by skin type' });
  await expect.element(filter.getByRole('radio', { name: 'All (3 reviews)' })).toBeChecked();
  await expect.element(filter.getByRole('radio', { name: 'Sensitive (0 reviews)' })).toBeDisabled();
  await filter.getByRole('radio', { name: 'Oily (rated 5 out of 5, 1 review)' }).click();

  const reviews = screen.getByRole('list', { name: 'Reviews' });
  await expect
    .poll(() =>
      reviews
        .getByRole('article')
        .elements()
        .map((card) => card.ariaLabel),
    )
    .toEqual(['Review by Sana Mir']);
  await expect
    .element(screen.getByRole('status').filter({ hasText: /^Showing/ }))
    .toHaveTextContent('Showing 1 review from shoppers with oily skin.');
  await expect.poll(() => screen.router.state.location.search).toBe('?skin=oily');
  // The page's address changes in place: Back leaves the product, not the filter.
  expect(screen.router.state.historyAction).toBe('REPLACE');

  await filter.getByRole('radio', { name: /^All/ }).click();
  await expect.poll(() => reviews.getByRole('article').elements()).toHaveLength(3);
  await expect.poll(() => screen.router.state.location.search).toBe('');
});

test('a link to the reviews of one skin type opens with only those', async () => {
  const screen = await renderRoute('/selectedItem/p1?skin=dry', {
    mocks: [productDetailMock(skinReviews), related],
  });

  await expect
    .element(screen.getByRole('radio', { name: 'Dry (rated 3 out of 5, 1 review)' }))
    .toBeChecked();
  const reviews = screen.getByRole('list', { name: 'Reviews' });
  expect(
    reviews
      .getByRole('article')
      .elements()
      .map((card) => card.ariaLabel),
  ).toEqual(['Review by Omar Farooq']);
  // The heading still counts every review.
  await expect.element(screen.getByRole('heading', { name: 'Reviews (3)' })).toBeVisible();
});

test('a skin type nobody reviewed from says so, and All is one click away', async () => {
  const screen = await renderRoute('/selectedItem/p1?skin=sensitive', {
    mocks: [productDetailMock(skinReviews), related],
  });

  await expect
    .element(screen.getByText('No reviews from shoppers with sensitive skin yet.'))
    .toBeVisible();
  expect(screen.getByRole('list', { name: 'Reviews' }).elements()).toHaveLength(0);
  // Chosen, it stays enabled though it has no reviews.
  await expect.element(screen.getByRole('radio', { name: 'Sensitive (0 reviews)' })).toBeChecked();
  await screen.getByRole('radio', { name: 'All (3 reviews)' }).click();
  await expect.element(screen.getByRole('list', { name: 'Reviews' })).toBeVisible();
});

test('no skin type filter while no reviewer gave one', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([ownReview, otherReview])), related],
  });

  await expect.element(screen.getByRole('article', { name: 'Review by Asha Rao' })).toBeVisible();
  expect(screen.getByRole('group', { name: 'Reviews by skin type' }).elements()).toHaveLength(0);
});

test('a review says "Verified buyer" only when the shop says so, and the skin type given', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(skinReviews), related],
  });

  const verified = screen.getByRole('article', { name: 'Review by Sana Mir' });
  await expect.element(verified.getByText('Verified buyer')).toBeVisible();
  await expect.element(verified.getByText('Oily skin')).toBeVisible();
  const unverified = screen.getByRole('article', { name: 'Review by Omar Farooq' });
  await expect.element(unverified.getByText('Dry skin')).toBeVisible();
  expect(unverified.getByText('Verified buyer').elements()).toHaveLength(0);
  expect(screen.getByText('Verified buyer').elements()).toHaveLength(1);
});

test('a new review may carry the reviewer’s skin type', async () => {
  const mine = {
    ...ownReview,
    id: 'r5',
    rating: 4,
    text: 'Calms redness.',
    skinType: 'OILY' as const,
  };
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([otherReview])),
      related,
      reviewCreated({ productId: 'p1', rating: 4, text: 'Calms redness.', skinType: 'OILY' }, mine),
      productDetailMock(productWith([mine, otherReview])),
    ],
  });

  const form = screen.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).click();
  await userEvent.fill(form.getByRole('textbox', { name: 'Your review' }), 'Calms redness.');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Your skin type' }), 'Oily');
  await form.getByRole('button', { name: 'Submit review' }).click();

  await expect.element(screen.getByText('Review added successfully')).toBeVisible();
  await expect
    .element(screen.getByRole('article', { name: 'Review by Asha Rao' }).getByText('Oily skin'))
    .toBeVisible();
  // The form is empty again (the member's review is in, so it is gone; nothing lingers).
  expect(screen.getByRole('form', { name: 'Write a review' }).elements()).toHaveLength(0);
});

test('editing a review can take its skin type off', async () => {
  const given = { ...ownReview, skinType: 'DRY' as const };
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([given])),
      related,
      reviewUpdated(
        { reviewId: 'r1', rating: 4, text: 'Lovely and light.', skinType: null },
        ownReview,
      ),
      productDetailMock(productWith([ownReview])),
    ],
  });

  await expect
    .element(screen.getByRole('article', { name: 'Review by Asha Rao' }).getByText('Dry skin'))
    .toBeVisible();
  await screen.getByRole('button', { name: 'Edit review' }).click();
  const form = screen.getByRole('form', { name: 'Edit your review' });
  const skin = form.getByRole('combobox', { name: 'Your skin type' });
  await expect.element(skin).toHaveValue('DRY');
  await userEvent.selectOptions(skin, 'Prefer not to say');
  await form.getByRole('button', { name: 'Save review' }).click();

  await expect.element(screen.getByText('Review updated successfully')).toBeVisible();
  await expect
    .element(screen.getByRole('article', { name: 'Review by Asha Rao' }).getByText('Dry skin'))
    .not.toBeInTheDocument();
});

test('the shop’s refusal of the review text shows under the text, which gets the focus', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([otherReview])),
      related,
      {
        request: {
          query: CreateReviewMutation,
          variables: { input: { productId: 'p1', rating: 2, text: 'Meh.' } },
        },
        result: {
          errors: [
            new GraphQLError('"comment": The review text must not be only punctuation.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });

  const form = screen.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '2 stars' }).click();
  await userEvent.fill(form.getByRole('textbox', { name: 'Your review' }), 'Meh.');
  await form.getByRole('button', { name: 'Submit review' }).click();

  const text = form.getByRole('textbox', { name: 'Your review' });
  await expect
    .element(text)
    .toHaveAccessibleDescription('The review text must not be only punctuation.');
  await expect.element(text).toHaveFocus();
});

test('a review without stars is refused in place, and the stars get the focus', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [productDetailMock(productWith([otherReview])), related],
  });

  const form = screen.getByRole('form', { name: 'Write a review' });
  await userEvent.fill(form.getByRole('textbox', { name: 'Your review' }), 'Nice.');
  await form.getByRole('button', { name: 'Submit review' }).click();

  await expect.element(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect.element(form.getByRole('radio', { name: '1 star' })).toHaveFocus();
});

test('the heart beside Add to cart keeps a guest’s product on the wishlist in this browser', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(productWith([])), related],
  });

  const product = screen.getByRole('article', { name: 'Rosewater Toner' });
  const heart = product.getByRole('button', { name: 'Save Rosewater Toner to wishlist' });
  await expect.element(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  await expect.element(heart).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual(['p1']);
  await heart.click();
  await expect.element(heart).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem('wishlist')).toBeNull();
});

test('a product already on the wishlist shows its heart pressed, out of stock too', async () => {
  localStorage.setItem('wishlist', JSON.stringify(['p1']));
  const screen = await renderRoute('/selectedItem/p1', {
    // No related products: theirs would list this product in stock, and the cache would take it.
    mocks: [productDetailMock(productWith([], { inStock: false })), relatedProductsMock([])],
  });

  const product = screen.getByRole('article', { name: 'Rosewater Toner' });
  await expect
    .element(product.getByRole('button', { name: 'Save Rosewater Toner to wishlist' }))
    .toHaveAttribute('aria-pressed', 'true');
  await expect.element(product.getByText('Out Of Stock')).toBeVisible();
  expect(product.getByRole('button', { name: 'Add to cart' }).elements()).toHaveLength(0);
});

test('before the script runs, the skin type filter is a GET form back to the reviews', () => {
  // What the server sends: the browser has not hydrated it yet, or runs no script at all.
  const html = renderToString(
    <RawIntlProvider value={bundledIntl('en')}>
      <MockedProvider>
        <SessionProvider initialUser={null}>
          <MemoryRouter initialEntries={['/selectedItem/p1?skin=oily']}>
            <Reviews
              productId="p1"
              reviews={skinReviews.reviews}
              ratingsBySkinType={skinReviews.ratingsBySkinType}
              onChanged={() => Promise.resolve()}
            />
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>
    </RawIntlProvider>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');

  const form = page.querySelector('form:has(input[name="skin"])');
  expect(form?.getAttribute('method')).toBe('get');
  expect(form?.getAttribute('action')).toBe('#reviews-title');
  expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Show reviews');
  const oily = form?.querySelector<HTMLInputElement>('input[name="skin"][value="oily"]');
  expect(oily?.defaultChecked).toBe(true);
  expect([...page.querySelectorAll('article')].map((card) => card.ariaLabel)).toEqual([
    'Review by Sana Mir',
  ]);
});

test('once the script runs, the filter applies at once and needs no button', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    mocks: [productDetailMock(skinReviews), related],
  });

  await expect.element(screen.getByRole('group', { name: 'Reviews by skin type' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Show reviews' }).elements()).toHaveLength(0);
});

/** What an Urdu page says for a message of the catalogue. */
const urdu = (id: ShopMessageId, values?: Record<string, string | number>) =>
  bundledIntl('ur').formatMessage({ id }, values);

test('in Urdu a guest reads the product page in Urdu: actions, ingredients, reviews, dates and toasts', async () => {
  const product = productWith([oilySkinReview, drySkinReview], {
    ...tonerLabel,
    ratingsBySkinType: ratingsOfSkinReviews,
  });
  const screen = await renderRoute('/selectedItem/p1?skin=oily', {
    locale: 'ur',
    mocks: [productDetailMock(product), related],
  });
  const main = screen.getByRole('main');
  await expect
    .element(main.getByRole('heading', { level: 1 }))
    .toHaveTextContent('Rosewater Toner');

  // The category's name in Urdu, its address in English.
  await expect
    .element(main.getByRole('link', { name: urdu('shop.category.skincare'), exact: true }))
    .toHaveAttribute('href', '/products?category=Skincare');
  const ingredients = main.getByRole('region', { name: urdu('shop.product.ingredients') });
  await expect.element(ingredients).toBeVisible();
  const avoid = main.getByRole('list', { name: urdu('shop.product.avoid.title') });
  // The sentence's link, its arguments put in: "خوشبو سے پاک سکن کیئر پروڈکٹس دیکھیں".
  const fragranceLink = ur['shop.product.avoid.item'].defaultMessage
    .replace(/^.*<link>|<\/link>.*$/g, '')
    .replace('{tag}', urdu('shop.freeFrom.fragrance'))
    .replace('{category}', urdu('shop.category.skincare'));
  await expect
    .element(avoid.getByRole('link', { name: fragranceLink }))
    .toHaveAttribute('href', '/products?category=Skincare&free=fragrance');
  expect(avoid.getByRole('listitem').elements()[0]!.textContent).toBe(
    `${urdu('shop.freeFrom.fragrance')} (Parfum, Citronellol, Geraniol): ${fragranceLink}`,
  );

  await expect
    .element(main.getByRole('heading', { name: urdu('shop.reviews.title', { count: 2 }) }))
    .toBeVisible();
  await expect
    .element(main.getByRole('group', { name: urdu('shop.reviews.bySkinType') }))
    .toBeVisible();
  await expect
    .element(main.getByRole('status').filter({ hasText: urdu('shop.skinType.oily') }))
    .toHaveTextContent(
      urdu('shop.reviews.shownSome', { count: 1, skinType: urdu('shop.skinType.oily') }),
    );
  const reviews = main.getByRole('list', { name: urdu('shop.reviews.list') });
  await expect
    .element(reviews.getByText(formatDate('ur', new Date(oilySkinReview.createdAt))))
    .toBeVisible();
  await expect
    .element(main.getByRole('link', { name: urdu('shop.wishlist.logIn') }))
    .toHaveAttribute('href', '/login');
  await expect
    .element(
      main.getByText(ur['shop.reviews.loginToWrite'].defaultMessage.replace(/<\/?link>/g, '')),
    )
    .toBeVisible();
  await expect
    .element(main.getByRole('heading', { name: urdu('shop.product.related') }))
    .toBeVisible();
  await expect
    .element(main.getByRole('list', { name: urdu('shop.product.related.grid') }))
    .toBeVisible();
  expect(main.element().textContent).not.toMatch(
    /Add to cart|Ingredients|Avoiding|Show Skincare|Reviews|Showing|Log in|You may also like|Nov 2026|Sep 2026/,
  );

  await main.getByRole('button', { name: urdu('shop.product.addToCart'), exact: true }).click();
  await expect
    .element(screen.getByText(urdu('shop.cart.added', { name: 'Rosewater Toner' })))
    .toBeVisible();
});

test('in Urdu a member writes and manages their review in Urdu', async () => {
  const screen = await renderRoute('/selectedItem/p1', {
    locale: 'ur',
    session: testUser,
    mocks: [productDetailMock(productWith([otherReview])), related],
  });

  const form = screen.getByRole('form', { name: urdu('shop.reviews.write') });
  // The form's code loads after the page, as on a slow phone.
  await expect.element(form, { timeout: 5000 }).toBeVisible();
  await expect
    .element(form.getByRole('group', { name: urdu('shop.reviewForm.rating') }))
    .toBeVisible();
  await expect
    .element(form.getByRole('textbox', { name: urdu('shop.reviewForm.text') }))
    .toBeVisible();
  const skin = form.getByRole('combobox', { name: urdu('shop.reviewForm.skinType') });
  await expect.element(skin).toBeVisible();
  expect(
    [...(skin.element() as HTMLSelectElement).options].map((option) => option.textContent),
  ).toEqual([
    urdu('shop.reviewForm.skinTypeNone'),
    ...(['dry', 'oily', 'combination', 'sensitive', 'normal'] as const).map((type) =>
      urdu(`shop.skinType.${type}`),
    ),
  ]);
  await expect.element(form.getByText(urdu('shop.reviewForm.skinTypeHint'))).toBeVisible();
  await expect
    .element(form.getByRole('button', { name: urdu('shop.reviews.submit') }))
    .toBeVisible();
  await screen.unmount();

  const own = await renderRoute('/selectedItem/p1', {
    locale: 'ur',
    session: testUser,
    mocks: [productDetailMock(productWith([ownReview])), related],
  });
  await own.getByRole('button', { name: urdu('shop.reviews.edit') }).click();
  const edit = own.getByRole('form', { name: urdu('shop.reviews.edit.form') });
  await expect
    .element(edit.getByRole('button', { name: urdu('shop.reviews.edit.submit') }), {
      timeout: 5000,
    })
    .toBeVisible();
  await edit.getByRole('button', { name: urdu('shop.reviewForm.cancel') }).click();
  await own.getByRole('button', { name: urdu('shop.reviews.delete') }).click();
  const dialog = own.getByRole('dialog', { name: urdu('shop.reviews.delete.title') });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByText(urdu('shop.reviews.delete.text'))).toBeVisible();
  await expect
    .element(dialog.getByRole('button', { name: urdu('shop.reviews.delete.confirm'), exact: true }))
    .toBeVisible();
  await expect
    .element(dialog.getByRole('button', { name: urdu('shop.reviews.delete.keep') }))
    .toBeVisible();
});

test('in Urdu a product the shop does not have is "not found" in Urdu', async () => {
  const screen = await renderRoute('/selectedItem/nope', {
    locale: 'ur',
    mocks: [productDetailMock(null, 'nope')],
  });
  await expect
    .element(screen.getByRole('heading', { level: 1, name: urdu('shop.product.notFound.title') }))
    .toBeVisible();
  expect(document.title).toBe(`${urdu('shop.product.notFound.title')} - Bloom`);
  await expect
    .element(screen.getByRole('link', { name: urdu('shop.cart.backToShop') }))
    .toHaveAttribute('href', '/products');
});
