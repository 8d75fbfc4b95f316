import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lotion, serum } from '../test/fixtures.ts';
import { PageStory, lastAmountIn, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Cart',
  component: PageStory,
  tags: ['!autodocs'],
  args: { path: '/cart' },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A serum on sale (two of them) and a lotion at its regular price; the total adds them up. */
export const TwoLines: Story = {
  args: { cart: [serum, lotion] },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shopping Cart');
    await expect(document.title).toBe('Cart - Bloom');
    const lineTotals = [serum, lotion].map((line) =>
      lastAmountIn(canvas.getByTestId(`line-total-${line.id}`).textContent),
    );
    await expect(lineTotals).toEqual([2599, 850.25]);
    const total = lastAmountIn(canvas.getByTestId('cart-total').textContent);
    await expect(total).toBe(lineTotals[0]! + lineTotals[1]!);
  },
};

/** Nothing in the cart yet: a way back to the shop. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shopping Cart');
    await expect(canvas.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};
