import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { lotion, pendingOrder, testUser, type Order } from '../test/fixtures.ts';
import { myOrdersMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

/** An earlier order, delivered: it can no longer be cancelled. */
const deliveredOrder: Order = {
  ...pendingOrder,
  id: 'BLM-100000',
  status: 'DELIVERED',
  createdAt: '2026-10-02T09:30:00.000Z',
  subtotal: 850.25,
  discount: 0,
  totalAmount: 850.25,
  coupon: null,
  items: [
    {
      __typename: 'OrderItem',
      productId: lotion.id,
      name: lotion.name,
      unitPrice: lotion.price,
      quantity: 1,
      lineTotal: lotion.price,
      imageUrl: lotion.imageUrl,
    },
  ],
};

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Orders',
  component: PageStory,
  tags: ['!autodocs'],
  args: {
    path: '/orders',
    session: testUser,
    mocks: [myOrdersMock([pendingOrder, deliveredOrder])],
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's orders, newest first: the Pending one (with a coupon) may still be cancelled. */
export const MemberOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'My Orders', { showing: 'Rose Glow Serum' });
    await expect(document.title).toBe('My Orders - Bloom');
    const pending = canvas.getByRole('article', { name: 'Order BLM-482913' });
    await expect(pending).toHaveTextContent('Pending');
    await expect(within(pending).getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    const delivered = canvas.getByRole('article', { name: 'Order BLM-100000' });
    await expect(delivered).toHaveTextContent('Delivered');
    await expect(canvas.getAllByRole('button', { name: 'Cancel Order' })).toHaveLength(1);
  },
};
