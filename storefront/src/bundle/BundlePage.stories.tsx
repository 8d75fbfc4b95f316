import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleBundles } from '../test/fixtures.ts';
import { bundlePageMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Bundles',
  component: PageStory,
  tags: ['!autodocs'],
  args: {
    path: '/bundle',
    mocks: [
      bundlePageMock(
        { page: 1 },
        { items: sampleBundles, totalPages: 1, total: sampleBundles.length },
      ),
    ],
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bundles in two columns under their banner, the filters beside them. */
export const Bundles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Bundles', { showing: sampleBundles[0]!.name });
    const grid = canvas.getByRole('list', { name: 'Bundles' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(sampleBundles.length);
    const filters = canvas.getByRole('form', { name: 'Filters' });
    await expect(filters).toHaveAttribute('action', '/bundle');
  },
};

/** Filters that leave no bundle: said so, with Clear all (the order stays). */
export const FilteredWithoutResults: Story = {
  args: {
    path: '/bundle?skin=sensitive&sort=price-desc',
    mocks: [
      bundlePageMock(
        { page: 1, filter: { skinTypes: ['SENSITIVE'] }, sort: 'PRICE_HIGH_TO_LOW' },
        { items: [], totalPages: 0, total: 0 },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Bundles', {
      showing: 'No bundles match these filters',
    });
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/bundle?sort=price-desc',
    );
  },
};
