import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BagIcon } from '../internal/icons';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Shop now', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { tags: ['rtl'] };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Login now' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Add to cart' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to shop' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', children: 'Order now' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Signup now' } };
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <BagIcon size={18} /> Add to cart
      </>
    ),
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: 'Order now' } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#products">Shop now</a> },
};

/**
 * A link rendered as a full-width button fills its container exactly, padding and border
 * included, and is as tall as a real button of the same size.
 */
export const FullWidthLinkFitsItsContainer: Story = {
  args: { asChild: true, fullWidth: true, children: <a href="#checkout">Checkout</a> },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
      <Button fullWidth>Back to shop</Button>
    </div>
  ),
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Checkout' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Back to shop' }).getBoundingClientRect();
    await expect(link.width).toBe(320);
    await expect(link.height).toBe(button.height);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
    </div>
  ),
};

/** A long label in a container narrower than it: it wraps inside, and nothing sticks out. */
export const WrapsInANarrowContainer: Story = {
  args: { variant: 'outline', wrap: true, children: 'Deactivate Muhammad Abdullah Siddiqui' },
  render: (args) => (
    <div data-testid="card" style={{ inlineSize: 180, padding: 8, border: '1px dashed #999' }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('card').getBoundingClientRect();
    const button = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(card.right);
    // More than one line: taller than the one-line control.
    await expect(button.height).toBeGreaterThan(44);
  },
};

export const ClickCallsHandler: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Shop now' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivates: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Shop now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LoadingIgnoresClicks: Story = {
  args: { loading: true, children: 'Order now' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Order now' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Shop now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
