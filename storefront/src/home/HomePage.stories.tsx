import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBundles, sampleProducts } from '../test/fixtures.ts';
import { homePageMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const lists = {
  latest: sampleProducts,
  skincare: sampleProducts.filter((product) => product.category === 'SKINCARE'),
  bundles: sampleBundles,
};

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Home',
  component: PageStory,
  tags: ['!autodocs'],
  args: { path: '/', mocks: [homePageMock(lists)] },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's front page with its products loaded. */
export const ProductsLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Beauty that blooms with you', {
      showing: 'Argan Repair Shampoo',
    });
    await expect(document.title).toBe('Home - Bloom');
    const arrivals = canvas.getByRole('list', { name: 'New arrivals' });
    await expect(within(arrivals).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('region', { name: 'Customer testimonials' })).toBeVisible();
  },
};

/** Before the gateway answers: placeholder cards where the products will be. */
export const Loading: Story = {
  args: { mocks: [homePageMock(lists, Infinity)] },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Beauty that blooms with you');
    await expect(canvas.getByRole('list', { name: 'New arrivals' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
