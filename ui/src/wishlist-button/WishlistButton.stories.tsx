import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartButton } from '../cart-button/CartButton';
import { WishlistButton } from './WishlistButton';
import { FakeRouterLink } from '../stories/RouterLink';

const meta = {
  title: 'Layout/WishlistButton',
  component: WishlistButton,
  args: { count: 3, href: '#/wishlist' },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = { tags: ['rtl'] };
export const Empty: Story = { args: { count: 0 } };
export const ManyItems: Story = { args: { count: 128 } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Beside the cart in the header: the same size and badge. */
export const BesideTheCart: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <WishlistButton {...args} />
      <CartButton count={12} href="#/cart" />
    </div>
  ),
};

export const NameIncludesCount: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wishlist, 3 items' });
    await expect(link).toHaveAttribute('href', '#/wishlist');
    await expect(link).toHaveTextContent('3');
  },
};

export const OneItem: Story = {
  args: { count: 1 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Wishlist, 1 item' }),
    ).toHaveTextContent('1');
  },
};

export const ManyItemsShowCapped: Story = {
  args: { count: 128 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wishlist, 128 items' });
    await expect(link).toHaveTextContent('99+');
  },
};

export const RouterLink: Story = {
  args: { href: undefined, link: <FakeRouterLink to="/wishlist" /> },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wishlist, 3 items' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/wishlist');
  },
};

export const EmptyHidesBadge: Story = {
  args: { count: 0 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Wishlist, 0 items' });
    await expect(link).toHaveTextContent('');
  },
};
