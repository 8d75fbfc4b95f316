import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '../price/Price';
import { formatPrice } from '../price/formatPrice';
import { SummaryList, SummaryRow } from './SummaryList';

const meta = {
  title: 'Shop/SummaryList',
  component: SummaryList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    children: (
      <>
        <SummaryRow label="Items">3</SummaryRow>
        <SummaryRow label="Total Amount" variant="total">
          <Price price={2847} />
        </SummaryRow>
      </>
    ),
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's total. */
export const CartTotal: Story = { tags: ['rtl'] };

/** The checkout's order summary: each line, the subtotal, a coupon and the total to pay. */
export const OrderSummary: Story = {
  args: {
    'aria-label': 'Order summary',
    children: (
      <>
        <SummaryRow label="Rose Glow Vitamin C Serum × 1">
          <Price price={1199} />
        </SummaryRow>
        <SummaryRow label="Argan Repair Shampoo × 2">
          <Price price={1298} />
        </SummaryRow>
        <SummaryRow label="Subtotal">
          <Price price={2497} />
        </SummaryRow>
        <SummaryRow label="Coupon (GLOW10)" variant="discount">
          − {formatPrice(249.7)}
        </SummaryRow>
        <SummaryRow label="Total" variant="total">
          <Price price={2247.3} />
        </SummaryRow>
      </>
    ),
  },
};

/** A long product name wraps; the amount stays on one line at the end. */
export const LongLabel: Story = {
  args: {
    children: (
      <>
        <SummaryRow label="Argan Oil Intensive Repair Shampoo for Dry and Damaged Hair, 400 ml × 3">
          <Price price={125000.5} />
        </SummaryRow>
        <SummaryRow label="Total" variant="total">
          <Price price={125000.5} />
        </SummaryRow>
      </>
    ),
  },
};

/** Words rather than figures (`variant="text"`): each value under its label, wrapping. */
export const TextRows: Story = {
  args: {
    children: (
      <>
        <SummaryRow label="English name" variant="text">
          Oat Milk Gentle Cleanser
        </SummaryRow>
        <SummaryRow label="English description" variant="text">
          A soft, low-foam cleanser with colloidal oat and oat milk that lifts the day away without
          stripping, for dry and sensitive skin.
        </SummaryRow>
      </>
    ),
  },
};

export const DarkTheme: Story = { args: OrderSummary.args, globals: { theme: 'dark' } };

/** Each value is read with its label: a term and its definition. */
export const ValueReadWithItsLabel: Story = {
  args: OrderSummary.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms).toHaveLength(5);
    await expect(definitions).toHaveLength(5);
    await expect(terms[4]).toHaveTextContent('Total');
    await expect(definitions[4]).toHaveTextContent('Rs. 2,247.30');
    await expect(definitions[3]).toHaveTextContent('− Rs. 249.70');
  },
};

/** The total row stands out from the others. */
export const TotalIsEmphasised: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const [items, total] = within(canvasElement).getAllByRole('term');
    if (!items || !total) throw new Error('expected two rows');
    const itemsRow = getComputedStyle(items.parentElement as HTMLElement);
    const totalRow = getComputedStyle(total.parentElement as HTMLElement);
    await expect(Number(totalRow.fontWeight)).toBeGreaterThan(Number(itemsRow.fontWeight));
    await expect(totalRow.borderTopStyle).toBe('solid');
  },
};
