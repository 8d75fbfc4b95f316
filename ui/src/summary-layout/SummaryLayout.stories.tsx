import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { IconButton } from '../icon-button/IconButton';
import { TrashIcon } from '../internal/icons';
import { LineItem, LineItemList } from '../line-item/LineItem';
import { Panel } from '../panel/Panel';
import { Price } from '../price/Price';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { creamImage, serumImage } from '../stories/fixtures';
import { SummaryList, SummaryRow } from '../summary-list/SummaryList';
import { SummaryLayout } from './SummaryLayout';

const noop = () => undefined;

const lines = [
  {
    id: '1',
    name: 'Rose Glow Vitamin C Serum',
    image: serumImage,
    price: 1499,
    current: 1199,
    qty: 1,
  },
  { id: '2', name: 'Shea Butter Night Cream', image: creamImage, price: 899, current: 899, qty: 2 },
];

const meta = {
  title: 'Layout/SummaryLayout',
  component: SummaryLayout,
  args: {
    children: (
      <LineItemList aria-label="Items in your cart">
        {lines.map((line) => (
          <LineItem
            key={line.id}
            name={line.name}
            imageUrl={line.image}
            href={`#/selectedItem/${line.id}`}
            category="Skincare"
            price={line.price}
            currentPrice={line.current}
            quantity={line.qty}
            total={line.current * line.qty}
            headingLevel={3}
            quantityControl={
              <QuantityStepper
                label={`Quantity of ${line.name}`}
                value={line.qty}
                onIncrease={noop}
                onDecrease={noop}
              />
            }
            removeButton={
              <IconButton aria-label={`Remove ${line.name}`}>
                <TrashIcon />
              </IconButton>
            }
          />
        ))}
      </LineItemList>
    ),
    summary: (
      <Panel title="Cart Total">
        <SummaryList>
          <SummaryRow label="Items">3</SummaryRow>
          <SummaryRow label="Total Amount" variant="total">
            <Price price={2997} />
          </SummaryRow>
        </SummaryList>
        <Button asChild>
          <a href="#/checkout">Checkout</a>
        </Button>
      </Panel>
    ),
  },
} satisfies Meta<typeof SummaryLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart: lines on the left, the total beside them. */
export const Cart: Story = { tags: ['rtl'] };

/** At 1024 px and below the summary follows the lines. */
export const OnTablet: Story = { globals: { viewport: { value: 'tablet' } } };
export const OnPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const SummaryBesideWhenWide: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lineList = canvas
      .getByRole('list', { name: 'Items in your cart' })
      .getBoundingClientRect();
    const summary = canvas.getByRole('region', { name: 'Cart Total' }).getBoundingClientRect();
    await expect(summary.left).toBeGreaterThan(lineList.right);
    await expect(Math.round(summary.top)).toBe(Math.round(lineList.top));
  },
};

export const SummaryBelowOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lineList = canvas
      .getByRole('list', { name: 'Items in your cart' })
      .getBoundingClientRect();
    const summary = canvas.getByRole('region', { name: 'Cart Total' }).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThan(lineList.bottom);
  },
};
