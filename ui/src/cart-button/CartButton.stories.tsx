import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartButton } from './CartButton';
import { FakeRouterLink } from '../stories/RouterLink';

const meta = {
  title: 'Layout/CartButton',
  component: CartButton,
  args: { count: 3, href: '#/cart' },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = { tags: ['rtl'] };
export const Empty: Story = { args: { count: 0 } };
export const ManyItems: Story = { args: { count: 128 } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const NameIncludesCount: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 3 items' });
    await expect(link).toHaveAttribute('href', '#/cart');
    await expect(link).toHaveTextContent('3');
  },
};

export const RouterLink: Story = {
  args: { href: undefined, link: <FakeRouterLink to="/cart" /> },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 3 items' });
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const EmptyHidesBadge: Story = {
  args: { count: 0 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Cart, 0 items' });
    await expect(link).toHaveTextContent('');
  },
};
