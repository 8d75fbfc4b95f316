import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Shop/Price',
  component: Price,
  args: { price: 1499 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = { tags: ['rtl'] };
export const OnSale: Story = { args: { currentPrice: 1199 } };
export const Large: Story = { args: { currentPrice: 1199, size: 'lg' } };
export const Small: Story = { args: { size: 'sm' } };
export const DarkTheme: Story = { args: { currentPrice: 1199 }, globals: { theme: 'dark' } };

export const TwoDecimalsWithRs: Story = {
  args: { price: 125000.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Rs. 1,25,000.50');
  },
};

export const SaleStrikesRegularPrice: Story = {
  args: { currentPrice: 1199 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regular = canvas.getByText('Rs. 1,499.00');
    await expect(regular.closest('s')).not.toBeNull();
    // Screen readers hear which price is which, not just two numbers.
    await expect(canvasElement).toHaveTextContent('Sale price Rs. 1,199.00');
    await expect(canvasElement).toHaveTextContent('Regular price Rs. 1,499.00');
  },
};

/** A current price equal to the regular one is no sale: one price, nothing struck through. */
export const FullPriceShowsOnePrice: Story = {
  args: { currentPrice: 1499 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^Rs\. 1,499\.00$/);
  },
};
