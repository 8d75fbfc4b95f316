import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatus } from './OrderStatus';

const meta = {
  title: 'Shop/OrderStatus',
  component: OrderStatus,
  args: { status: 'Pending' },
  argTypes: {
    status: { control: 'select', options: ['Pending', 'Dispatched', 'Delivered', 'Cancelled'] },
  },
} satisfies Meta<typeof OrderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = { tags: ['rtl'] };
export const Dispatched: Story = { args: { status: 'Dispatched' } };
export const Delivered: Story = { args: { status: 'Delivered' } };
export const Cancelled: Story = { args: { status: 'Cancelled' } };
export const Unknown: Story = { args: { status: 'On hold' } };
export const AllDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['Pending', 'Dispatched', 'Delivered', 'Cancelled'] as const).map((s) => (
        <OrderStatus key={s} status={s} />
      ))}
    </div>
  ),
};

export const StatusIsReadAsText: Story = {
  args: { status: 'Delivered' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delivered')).toBeVisible();
  },
};
