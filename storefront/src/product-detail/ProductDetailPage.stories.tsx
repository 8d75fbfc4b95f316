import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { otherReview, ownReview, productWith, sampleProducts } from '../test/fixtures.ts';
import { productDetailMock, relatedProductsMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

/** Rosewater Toner on sale, with two reviews. */
const toner = productWith([ownReview, otherReview], {
  currentPrice: 999,
  description:
    'A gentle, alcohol-free toner with Damask rose water and glycerin. It soothes, balances and ' +
    'preps the skin for serum; pat it on morning and evening after cleansing.',
});

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Product detail',
  component: PageStory,
  tags: ['!autodocs'],
  args: {
    path: '/selectedItem/p1',
    mocks: [
      productDetailMock(toner),
      relatedProductsMock(sampleProducts.filter((product) => product.category === 'SKINCARE')),
    ],
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

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
