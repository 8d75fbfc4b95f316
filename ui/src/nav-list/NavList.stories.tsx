import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavLink, NavList } from './NavList';

const entries = [
  ['Home', '#/'],
  ['Shop', '#/products'],
  ['Bundles', '#/bundle'],
  ['About Us', '#/about'],
  ['Contact Us', '#/contact'],
] as const;

const meta = {
  title: 'Layout/NavList',
  component: NavList,
  args: {
    'aria-label': 'Main',
    children: entries.map(([label, href]) => (
      <NavLink key={href} href={href} active={label === 'Shop'}>
        {label}
      </NavLink>
    )),
  },
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = { tags: ['rtl'] };
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const CurrentPageIsMarked: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const TabMovesThroughLinks: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveFocus();
  },
};
