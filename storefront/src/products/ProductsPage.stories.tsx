import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleProducts } from '../test/fixtures.ts';
import { productsPageMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const skincare = sampleProducts.filter((product) => product.category === 'SKINCARE');

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Products',
  component: PageStory,
  tags: ['!autodocs'],
  args: {
    path: '/products?category=Skincare',
    mocks: [productsPageMock({ category: 'SKINCARE', page: 1 }, skincare, 2)],
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One category's first page, its tab marked, with a pager. */
export const CategoryListing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: 'Shea Butter Night Cream' });
    await expect(document.title).toBe('Shop - Bloom');
    const grid = canvas.getByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(skincare.length);
    const tabs = canvas.getByRole('navigation', { name: 'Categories' });
    await expect(within(tabs).getByRole('link', { name: 'Skincare' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A search that matches nothing: the words are kept, and the whole shop is one click away. */
export const SearchWithoutResults: Story = {
  args: {
    path: '/products?search=sunscreen',
    mocks: [productsPageMock({ category: null, page: 1, search: 'sunscreen' }, [], 0)],
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: 'No products' });
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'sunscreen',
    );
    await expect(canvas.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};
