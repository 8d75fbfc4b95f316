import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { LineItem, LineItemList } from '../line-item/LineItem';
import { creamImage, lotionImage } from '../stories/fixtures';
import { orderItems } from '../stories/orderItems';
import { OrderCard } from './OrderCard';

/** A fixed time zone, so the story reads the same (and its screenshot matches) everywhere. */
const orderDate = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const cancel = fn();

const meta = {
  title: 'Shop/OrderCard',
  component: OrderCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    orderId: 'BLM-482913',
    status: 'Pending',
    placedAt: '2026-11-21T10:15:00.000Z',
    formatDate: (date) => orderDate.format(date),
    total: 2497,
    children: orderItems,
    actions: (
      <Button variant="outline" size="sm" onClick={cancel}>
        Cancel Order
      </Button>
    ),
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order, which its owner can still cancel. */
export const Pending: Story = { tags: ['rtl'] };

/** A coupon took something off: its code and amount are shown beside the total. */
export const WithCoupon: Story = {
  // Right to left too (the ui-rtl project): the discount's minus stays before its amount.
  tags: ['rtl'],
  args: { coupon: { code: 'GLOW10', discount: 249.7 }, total: 2247.3 },
};

export const Dispatched: Story = { args: { status: 'Dispatched', actions: undefined } };

export const Delivered: Story = {
  args: {
    orderId: 'BLM-100245',
    status: 'Delivered',
    actions: undefined,
    total: 1447,
    children: (
      <LineItemList aria-label="Items in order BLM-100245">
        <LineItem
          variant="compact"
          name="Shea Butter Night Cream"
          imageUrl={creamImage}
          href="#/selectedItem/2"
          quantity={1}
          total={899}
        />
        <LineItem
          variant="compact"
          name="Aloe Calm Body Lotion"
          imageUrl={lotionImage}
          href="#/selectedItem/4"
          quantity={1}
          total={449}
        />
        <LineItem
          variant="compact"
          name="Discontinued Lavender Bath Salts"
          quantity={1}
          total={99}
        />
      </LineItemList>
    ),
  },
};

export const Cancelled: Story = { args: { status: 'Cancelled', actions: undefined } };

export const OnPhone: Story = {
  args: WithCoupon.args,
  globals: { viewport: { value: 'mobile1' } },
};

export const DarkTheme: Story = { args: WithCoupon.args, globals: { theme: 'dark' } };

/** The card is named by its heading; the date is machine-readable; the status is words. */
export const ReadsAsAnOrder: Story = {
  args: WithCoupon.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Order BLM-482913' });
    await expect(within(card).getByText('Pending')).toBeVisible();
    const time = card.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-21T10:15:00.000Z');
    await expect(time).toHaveTextContent('21 Nov 2026, 3:45 pm');
    await expect(card).toHaveTextContent('Coupon (GLOW10)− Rs. 249.70');
    await expect(card).toHaveTextContent('TotalRs. 2,247.30');
    await expect(
      within(card).getByRole('list', { name: 'Items in order BLM-482913' }),
    ).toBeVisible();
  },
};

export const CancelButtonCallsBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    cancel.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel Order' }));
    await expect(cancel).toHaveBeenCalledTimes(1);
  },
};
