import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GraphQLError } from 'graphql';
import { renderRoute } from '../test/renderRoute.tsx';
import { otherReview, ownReview, productWith, testUser } from '../test/fixtures.ts';
import { productDetailMock, relatedProductsMock } from '../test/mocks.ts';
import { ProductDetailQuery } from './ProductDetailPage.tsx';
import { CreateReviewMutation, DeleteReviewMutation, UpdateReviewMutation } from './Reviews.tsx';

const related = relatedProductsMock([
  productWith([]),
  { ...productWith([]), id: 'p9', name: 'Aloe Gel' },
]);

afterEach(() => localStorage.clear());

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
      {
        request: {
          query: UpdateReviewMutation,
          variables: { input: { reviewId: 'r1', rating: 5, text: 'Even better after a month.' } },
        },
        result: {
          data: {
            updateReview: {
              __typename: 'ReviewPayload',
              message: 'Review updated successfully',
              review: edited,
            },
          },
        },
      },
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
  const create = {
    query: CreateReviewMutation,
    variables: { input: { productId: 'p1', rating: 3, text: 'Nice scent.' } },
  };
  const screen = await renderRoute('/selectedItem/p1', {
    session: testUser,
    mocks: [
      productDetailMock(productWith([otherReview])),
      related,
      {
        request: create,
        result: { errors: [new GraphQLError('You have already reviewed this product.')] },
      },
      {
        request: create,
        result: {
          data: {
            createReview: {
              __typename: 'ReviewPayload',
              message: 'Review added successfully',
              review: mine,
            },
          },
        },
      },
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
