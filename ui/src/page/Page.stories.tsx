import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { ProductCard } from '../product-card/ProductCard';
import { ProductGrid } from '../product-grid/ProductGrid';
import { sampleProducts } from '../stories/fixtures';
import { Page } from './Page';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    title: 'My Orders',
    children: (
      <EmptyState
        title="No orders yet"
        description="Your orders will show here once you have placed one."
        actions={
          <Button asChild>
            <a href="#/products">Shop Now</a>
          </Button>
        }
      />
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page title and its content (My Orders with no orders yet). */
export const TitleAndContent: Story = { tags: ['rtl'] };

/** The shop's listing: a line under the title, then the products. */
export const WithDescription: Story = {
  args: {
    title: 'Shop',
    description: 'Skincare matching “serum”',
    children: (
      <ProductGrid aria-label="Products" columns={3}>
        {sampleProducts.slice(0, 3).map((product) => (
          <ProductCard
            key={product.id}
            {...product}
            headingLevel={2}
            href={`#/selectedItem/${product.id}`}
          />
        ))}
      </ProductGrid>
    ),
  },
};

/** A link at the end of the title row. */
export const WithActions: Story = {
  args: {
    title: 'Shopping Cart',
    actions: (
      <Button asChild variant="outline">
        <a href="#/products">Return to Shop</a>
      </Button>
    ),
  },
};

export const OnPhone: Story = {
  args: WithActions.args,
  globals: { viewport: { value: 'mobile1' } },
};

export const DarkTheme: Story = { args: WithDescription.args, globals: { theme: 'dark' } };

/** The page is a landmark named by its one h1. */
export const NamedByItsTitle: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'My Orders' });
    await expect(within(region).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(within(region).getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};
