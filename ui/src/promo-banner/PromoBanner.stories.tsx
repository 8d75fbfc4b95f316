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

/** Fixed at the window's foot (here, the frame's): a notice that must not move the page. */
export const AtTheBottom: Story = {
  args: { variant: 'blush', placement: 'bottom', onDismiss: fn(), dismissLabel: 'No, thanks' },
  decorators: [
    (Story) => (
      // A transformed box is what a fixed element stands in, so the frame holds the banner.
      <div style={{ transform: 'translateZ(0)', blockSize: '8rem' }}>
        <p style={{ margin: 16 }}>The page, unmoved.</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByText(/New Arrivals/).closest('div')!;
    const frame = banner.parentElement!;
    // Its foot is the frame's foot, and the page's text above it keeps its place.
    await expect(banner.getBoundingClientRect().bottom).toBe(frame.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('button', { name: 'No, thanks' })).toBeVisible();
  },
};

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
