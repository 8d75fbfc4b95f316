import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuIcon, TrashIcon, UserIcon } from '../internal/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: {
    'aria-label': 'Remove Rose Glow Serum from cart',
    children: <TrashIcon />,
    onClick: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['ghost', 'outline', 'solid'] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = { tags: ['rtl'] };
export const Outline: Story = {
  args: { variant: 'outline', 'aria-label': 'Open menu', children: <MenuIcon /> },
};
export const Solid: Story = {
  args: { variant: 'solid', 'aria-label': 'Account', children: <UserIcon /> },
};
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  args: {
    asChild: true,
    'aria-label': 'Login',
    children: (
      <a href="#/login">
        <UserIcon />
      </a>
    ),
  },
};
export const DarkTheme: Story = { args: { variant: 'outline' }, globals: { theme: 'dark' } };

export const KeyboardActivates: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Remove Rose Glow Serum from cart',
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // 44 px touch target.
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};
