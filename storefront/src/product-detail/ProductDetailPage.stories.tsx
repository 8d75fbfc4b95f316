import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  drySkinReview,
  oilySkinReview,
  otherReview,
  ownReview,
  productWith,
  ratingsOfSkinReviews,
  sampleProducts,
  testUser,
  tonerLabel,
} from '../test/fixtures.ts';
import { productDetailMock, relatedProductsMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

/** Rosewater Toner on sale, with two reviews. */
const toner = productWith([ownReview, otherReview], {
  currentPrice: 999,
  description:
    'A gentle, alcohol-free toner with Damask rose water and glycerin. It soothes, balances and ' +
    'preps the skin for serum; pat it on morning and evening after cleansing.',
});

const related = relatedProductsMock(
  sampleProducts.filter((product) => product.category === 'SKINCARE'),
);

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Product detail',
  component: PageStory,
  tags: ['!autodocs'],
  args: {
    path: '/selectedItem/p1',
    mocks: [productDetailMock(toner), related],
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toner with its label (ingredients, free-from, skin types) and reviews by skin type. */
const labelledToner = productWith([ownReview, oilySkinReview, drySkinReview, otherReview], {
  ...tonerLabel,
  ratingsBySkinType: ratingsOfSkinReviews,
  description: toner.description,
});

/** A product on sale, its reviews and related products, as a guest sees it. */
export const OnSaleWithReviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Rosewater Toner', {
      showing: 'You may also like',
    });
    await expect(document.title).toBe('Rosewater Toner - Bloom');
    await expect(canvas.getByText('Rs. 999.00')).toBeVisible();
    await expect(canvas.getByText('Rs. 1,200.00').closest('s')).not.toBeNull();
    await expect(canvas.getByRole('article', { name: 'Review by Bilal Khan' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Review by Asha Rao' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Related products' })).toBeVisible();
  },
};

/**
 * The label: the skin types it suits, what it is free from, the INCI list and, for fragrance
 * and parabens, a link to Skincare without them; reviews with their skin types, a verified
 * buyer's mark and the filter by skin type.
 */
export const IngredientsAndReviewsBySkinType: Story = {
  args: { mocks: [productDetailMock(labelledToner), related] },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Rosewater Toner', {
      showing: 'You may also like',
    });
    await expect(canvas.getByRole('list', { name: 'Suits' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Free from' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Show Skincare products free from fragrance' }),
    ).toHaveAttribute('href', '/products?category=Skincare&free=fragrance');
    await expect(canvas.getByRole('group', { name: 'Reviews by skin type' })).toBeVisible();
    await expect(canvas.getByText('Verified buyer')).toBeVisible();
  },
};

/** A link to the reviews of oily skin: the filter chosen, only those reviews. */
export const ReviewsOfOneSkinType: Story = {
  args: { path: '/selectedItem/p1?skin=oily', mocks: [productDetailMock(labelledToner), related] },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Rosewater Toner', {
      showing: 'You may also like',
    });
    await expect(canvas.getByRole('radio', { name: /^Oily/ })).toBeChecked();
    await expect(canvas.getByText('Showing 1 review from shoppers with oily skin.')).toBeVisible();
    await expect(canvas.getAllByRole('article', { name: /^Review by/ })).toHaveLength(1);
  },
};

/** A member writing a review: stars, words and, if they want to say, their skin type. */
export const MemberWritesAReview: Story = {
  args: {
    session: testUser,
    mocks: [productDetailMock(productWith([otherReview], tonerLabel)), related],
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Rosewater Toner', {
      showing: 'You may also like',
    });
    // The form's code loads for members only, after the page.
    const form = within(
      await canvas.findByRole('form', { name: 'Write a review' }, { timeout: 5000 }),
    );
    await expect(form.getByRole('combobox', { name: 'Your skin type' })).toHaveValue('');
  },
};
