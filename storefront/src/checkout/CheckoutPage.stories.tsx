import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lotion, serum, testUser } from '../test/fixtures.ts';
import { PageStory, lastAmountIn, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Checkout',
  component: PageStory,
  tags: ['!autodocs'],
  args: { path: '/checkout', session: testUser, cart: [serum, lotion] },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with two lines in the cart: contact details from the profile, the order summed up. */
export const MemberWithCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Checkout');
    await expect(document.title).toBe('Checkout - Bloom');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue(testUser.phone);
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(testUser.address);
    await expect(canvas.getByText('Rose Glow Serum × 2')).toBeVisible();
    await expect(lastAmountIn(canvas.getByTestId('checkout-total').textContent)).toBe(3449.25);
    await expect(canvas.getByRole('button', { name: 'ORDER NOW' })).toBeEnabled();
  },
};
