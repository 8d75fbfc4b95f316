import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminReviewsQuery, HideReviewMutation, RestoreReviewMutation } from './reviewDocuments.ts';

/** A review in the queue. */
function review(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ModeratedReview',
    id: 'r1',
    productId: 'p1',
    productName: 'Rose Toner',
    author: { __typename: 'ReviewAuthor', id: 'u1', name: 'Spam Bot' },
    rating: 5,
    comment: 'Cheap watches at example.com',
    state: 'VISIBLE',
    hiddenReason: null,
    hiddenNote: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

const queueMock = (variables: Record<string, unknown>, rows: unknown[]): MockedResponse => ({
  request: { query: AdminReviewsQuery, variables },
  result: {
    data: {
      reviews: { __typename: 'ReviewPage', total: rows.length, page: 1, pageSize: 50, items: rows },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

test('hiding asks for spam, abuse or off-topic and sends the reason and note', async () => {
  await renderAdmin('/admin/reviews?rating=5&productId=p1&state=VISIBLE', {
    staff: staffMember('SUPPORT'),
    mocks: [
      queueMock({ filter: { rating: 5, productId: 'p1', state: 'VISIBLE' }, page: 1 }, [review()]),
      {
        request: {
          query: HideReviewMutation,
          variables: { input: { id: 'r1', reason: 'SPAM', note: 'Link farm' } },
        },
        result: {
          data: {
            hideReview: {
              __typename: 'ModeratedReview',
              id: 'r1',
              state: 'HIDDEN',
              hiddenReason: 'SPAM',
              hiddenNote: 'Link farm',
            },
          },
        },
      },
    ],
  });
  await expect.element(page.getByText('Cheap watches at example.com')).toBeVisible();
  await expect.element(page.getByText(/only for spam, abuse or off-topic text/)).toBeVisible();
  expect(await axeViolations()).toEqual([]);

  await page.getByRole('button', { name: "Hide Spam Bot's review" }).click();
  const dialog = page.getByRole('dialog', { name: "Hide Spam Bot's review?" });
  await expect.element(dialog).toHaveAccessibleDescription(/spam, abuse or off-topic/);
  // No reason: said beside the field, nothing sent.
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect.element(dialog.getByText('Choose why it is hidden.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOptions('SPAM');
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Link farm');
  expect(await axeViolations()).toEqual([]);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect.element(page.getByText("Spam Bot's review is hidden.")).toBeVisible();
  await expect.element(page.getByRole('table').getByText('Hidden: spam')).toBeVisible();
});

test('a hidden review can be restored', async () => {
  await renderAdmin('/admin/reviews?state=HIDDEN', {
    staff: staffMember('MANAGER'),
    mocks: [
      queueMock({ filter: { state: 'HIDDEN' }, page: 1 }, [
        review({ state: 'HIDDEN', hiddenReason: 'SPAM' }),
      ]),
      {
        request: { query: RestoreReviewMutation, variables: { id: 'r1' } },
        result: {
          data: {
            restoreReview: {
              __typename: 'ModeratedReview',
              id: 'r1',
              state: 'VISIBLE',
              hiddenReason: null,
              hiddenNote: null,
            },
          },
        },
      },
    ],
  });
  await page.getByRole('button', { name: "Restore Spam Bot's review" }).click();
  await expect.element(page.getByText("Spam Bot's review is visible again.")).toBeVisible();
  await expect.element(page.getByRole('table').getByText('Visible')).toBeVisible();
});

test('the product filter searches the whole catalogue by name, from the address and back to it', async () => {
  const { location } = await renderAdmin('/admin/reviews?product=neem', {
    staff: staffMember('SUPPORT'),
    mocks: [
      queueMock({ filter: { productName: 'neem' }, page: 1 }, [
        review({ productName: 'Neem Face Wash' }),
      ]),
      queueMock({ filter: { productName: 'rose water', rating: 5 }, page: 1 }, [
        review({ id: 'r2', productName: 'Rose Water Toner' }),
      ]),
    ],
  });
  const product = page.getByRole('searchbox', { name: /^Product/ });
  await expect.element(product).toHaveValue('neem');
  await expect.element(page.getByText('Neem Face Wash')).toBeVisible();
  await product.fill('rose water');
  await page.getByRole('combobox', { name: 'Rating' }).selectOptions('5');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect.element(page.getByText('Rose Water Toner')).toBeVisible();
  expect(Object.fromEntries(new URLSearchParams(location()?.search))).toEqual({
    rating: '5',
    product: 'rose water',
  });
});

test('in Urdu the reviews queue and the hide dialog read in Urdu, right to left', async () => {
  try {
    await renderAdmin('/admin/reviews?state=HIDDEN', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        queueMock({ filter: { state: 'HIDDEN' }, page: 1 }, [
          review({ state: 'HIDDEN', hiddenReason: 'SPAM' }),
          review({ id: 'r2', author: { __typename: 'ReviewAuthor', id: 'u2', name: 'Amna' } }),
        ]),
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'تبصرے' })).toBeVisible();
    expect(document.title).toBe('تبصرے - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('combobox', { name: 'حالت' })).toHaveValue('HIDDEN');
    await expect.element(page.getByRole('table').getByText('چھپا ہوا: اسپام')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Spam Bot کا تبصرہ بحال کریں' }))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Amna کا تبصرہ چھپائیں' }).click();
    const dialog = page.getByRole('dialog', { name: 'Amna کا تبصرہ چھپائیں؟' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'تبصرہ چھپائیں' }).click();
    await expect
      .element(dialog.getByText('منتخب کریں کہ اسے کیوں چھپایا جا رہا ہے۔'))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
