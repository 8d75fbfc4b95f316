import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serumImage } from '../stories/fixtures';
import { HeartToggle } from './HeartToggle';

const meta = {
  title: 'Shop/HeartToggle',
  component: HeartToggle,
  args: { product: 'Rose Glow Serum', onPressedChange: fn() },
} satisfies Meta<typeof HeartToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotOnWishlist: Story = { tags: ['rtl'] };
export const OnWishlist: Story = { args: { defaultPressed: true } };
export const Large: Story = { args: { size: 'lg' } };
export const LargeOnWishlist: Story = { args: { size: 'lg', defaultPressed: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <HeartToggle {...args} />
      <HeartToggle {...args} defaultPressed />
      <HeartToggle {...args} size="lg" />
      <HeartToggle {...args} size="lg" defaultPressed />
    </div>
  ),
  globals: { theme: 'dark' },
};

/** On a product card the small heart sits over the photo's corner. */
export const OverPhoto: Story = {
  render: (args) => (
    <div style={{ position: 'relative', width: 200 }}>
      <img src={serumImage} alt="" width={200} height={250} style={{ display: 'block' }} />
      <HeartToggle {...args} style={{ position: 'absolute', top: 8, right: 8 }} />
    </div>
  ),
};

/** Tabbing to the heart shows the focus ring; Space adds the product, Enter removes it. */
export const KeyboardToggles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Add Rose Glow Serum to wishlist' });
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove Rose Glow Serum from wishlist');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
    // Left pressed-off and focused: the baseline shows the ring.
  },
};

/** Controlled: the heart shows what the app says, and asks it to change. */
export const ControlledAsksTheApp: Story = {
  args: { pressed: false },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button');
    await userEvent.click(heart);
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
    // The app did not update `pressed`: still off.
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

export const DisabledCannotToggle: Story = {
  args: { disabled: true },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: /wishlist/ });
    await expect(heart).toBeDisabled();
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** A `label` replaces the built name and stays the same in both states. */
export const CustomLabel: Story = {
  args: { label: 'Wishlist' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Wishlist' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Wishlist');
  },
};
