import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard';
import { sampleProducts } from '../stories/fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Shop/ProductGrid',
  component: ProductGrid,
  args: { columns: 3 },
  render: (args) => (
    <ProductGrid {...args}>
      {sampleProducts.map((p) => (
        <ProductCard key={p.id} {...p} href={`#/selectedItem/${p.id}`} onAddToCart={() => {}} />
      ))}
    </ProductGrid>
  ),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = { tags: ['rtl'] };
export const FourColumns: Story = { args: { columns: 4 } };
/** The bundle page: two columns, six skeleton cards while loading (SPEC.md §2). */
export const BundleLoading: Story = {
  args: { columns: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <ProductGrid {...args} aria-busy="true" aria-label="Loading bundles">
      {Array.from({ length: 6 }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const ColumnsFollowTheProp: Story = {
  args: { columns: 2 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(sampleProducts.length);
    // Two columns: the first two items share a row, the third starts a new one.
    const [a, b, c] = items.map((item) => item.getBoundingClientRect().top);
    await expect(a).toBe(b);
    await expect(c).toBeGreaterThan(a!);
  },
};
