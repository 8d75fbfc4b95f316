import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { ProductCard } from '../product-card/ProductCard';
import { ProductGrid } from '../product-grid/ProductGrid';
import { sampleProducts } from '../stories/fixtures';
import { PageSection } from './PageSection';

const grid = (
  <ProductGrid aria-label="New arrivals" columns={4}>
    {sampleProducts.slice(0, 4).map((product) => (
      <ProductCard key={product.id} {...product} href={`#/selectedItem/${product.id}`} />
    ))}
  </ProductGrid>
);

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  args: {
    title: 'New arrivals',
    action: (
      <Button asChild variant="ghost" size="sm">
        <a href="#/products">View all</a>
      </Button>
    ),
    children: grid,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of the home page: heading, a way to see more, then the products. */
export const WithAction: Story = { tags: ['rtl'] };

/** No action; a sentence under the heading. */
export const WithDescription: Story = {
  args: {
    title: 'Reviews (0)',
    action: undefined,
    description: 'No reviews yet. Be the first to share your thoughts.',
    children: undefined,
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The section is a landmark named by its heading; the action sits in the heading row. */
export const NamedByItsHeading: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'New arrivals' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'New arrivals',
    );
    const heading = within(region).getByRole('heading', { level: 2 }).getBoundingClientRect();
    const more = within(region).getByRole('link', { name: 'View all' }).getBoundingClientRect();
    // Same row: the link's box overlaps the heading's line.
    await expect(more.top).toBeLessThan(heading.bottom);
  },
};

/** Two sections in a row share one gap (their margins collapse). */
export const SectionsShareOneGap: Story = {
  parameters: { screenshot: false },
  render: () => (
    <div>
      <PageSection title="Skincare picks">
        <p>Serums and creams.</p>
      </PageSection>
      <PageSection title="Bundles worth gifting">
        <p>Complete routines.</p>
      </PageSection>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('region', { name: 'Skincare picks' }).getBoundingClientRect();
    const second = canvas
      .getByRole('region', { name: 'Bundles worth gifting' })
      .getBoundingClientRect();
    await expect(Math.round(second.top - first.bottom)).toBe(48);
  },
};
