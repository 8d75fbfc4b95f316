import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Layout/PromoBanner',
  component: PromoBanner,
  args: { children: 'New Arrivals Are Here!', action: <a href="#/products">Shop Now</a> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ink: Story = { tags: ['rtl'] };
export const Blush: Story = { args: { variant: 'blush' } };
export const Dismissible: Story = { args: { onDismiss: fn() } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const ShopNowLinksToProducts: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop Now' });
    await expect(link).toHaveAttribute('href', '#/products');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const CloseButtonDismisses: Story = {
  args: { onDismiss: fn() },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Dismiss announcement' }),
    );
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
