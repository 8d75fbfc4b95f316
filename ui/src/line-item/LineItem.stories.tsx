import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../icon-button/IconButton';
import { TrashIcon } from '../internal/icons';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { creamImage, serumImage, shampooImage } from '../stories/fixtures';
import { orderItems } from '../stories/orderItems';
import { FakeRouterLink } from '../stories/RouterLink';
import { LineItem, LineItemList } from './LineItem';

const remove = fn();
const increase = fn();
const decrease = fn();

/** The cart's controls for a line, as the cart page wires them. */
function controls(name: string, quantity: number) {
  return {
    quantityControl: (
      <QuantityStepper
        label={`Quantity of ${name}`}
        value={quantity}
        onIncrease={increase}
        onDecrease={decrease}
      />
    ),
    removeButton: (
      <IconButton aria-label={`Remove ${name}`} onClick={remove}>
        <TrashIcon />
      </IconButton>
    ),
  };
}

const meta = {
  title: 'Shop/LineItem',
  component: LineItem,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Shea Butter Night Cream',
    imageUrl: creamImage,
    href: '#/selectedItem/2',
    category: 'Skincare',
    price: 899,
    quantity: 2,
    total: 1798,
    ...controls('Shea Butter Night Cream', 2),
  },
} satisfies Meta<typeof LineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart line: photo, name, category, unit price, quantity stepper, remove and line total. */
export const InCart: Story = { tags: ['rtl'] };

/** On sale: the sale price with the regular one struck through; the total uses the sale price. */
export const OnSale: Story = {
  args: {
    name: 'Rose Glow Vitamin C Serum',
    imageUrl: serumImage,
    price: 1499,
    currentPrice: 1199,
    quantity: 1,
    total: 1199,
    ...controls('Rose Glow Vitamin C Serum', 1),
  },
};

export const LongName: Story = {
  args: {
    name: 'Argan Oil Intensive Repair Shampoo for Dry and Damaged Hair, 400 ml',
    imageUrl: shampooImage,
    category: 'Haircare',
    price: 649,
    quantity: 3,
    total: 1947,
    ...controls('Argan Oil Intensive Repair Shampoo', 3),
  },
};

/** A line as ordered (My Orders): one short row, the count as "× 2". */
export const Compact: Story = {
  args: {
    variant: 'compact',
    category: undefined,
    price: undefined,
    quantityControl: undefined,
    removeButton: undefined,
  },
};

/** A product no longer in the catalogue: no link, no picture. */
export const CompactWithoutImageOrLink: Story = {
  args: { ...Compact.args, imageUrl: undefined, href: undefined, name: 'Lavender Bath Salts' },
};

const cart = (
  <LineItemList aria-label="Items in your cart">
    <LineItem
      name="Rose Glow Vitamin C Serum"
      imageUrl={serumImage}
      href="#/selectedItem/1"
      category="Skincare"
      price={1499}
      currentPrice={1199}
      quantity={1}
      total={1199}
      headingLevel={2}
      {...controls('Rose Glow Vitamin C Serum', 1)}
    />
    <LineItem
      name="Shea Butter Night Cream"
      imageUrl={creamImage}
      href="#/selectedItem/2"
      category="Skincare"
      price={899}
      quantity={2}
      total={1798}
      headingLevel={2}
      {...controls('Shea Butter Night Cream', 2)}
    />
    <LineItem
      name="Argan Repair Shampoo"
      imageUrl={shampooImage}
      href="#/selectedItem/3"
      category="Haircare"
      price={649}
      quantity={1}
      total={649}
      headingLevel={2}
      {...controls('Argan Repair Shampoo', 1)}
    />
  </LineItemList>
);

/** The cart's lines, with a rule between them. */
export const CartList: Story = { render: () => cart };
export const CartListOnPhone: Story = {
  render: () => cart,
  globals: { viewport: { value: 'mobile1' } },
};
export const CartListDark: Story = { render: () => cart, globals: { theme: 'dark' } };

/** An order's items in My Orders. */
export const CompactList: Story = { render: () => orderItems };

/** The name links to the product through the app's router link. */
export const NameIsARouterLink: Story = {
  args: { href: undefined, link: <FakeRouterLink to="/selectedItem/2" /> },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Shea Butter Night Cream' });
    const link = within(heading).getByRole('link', { name: 'Shea Butter Night Cream' });
    await expect(link).toHaveAttribute('href', '#/selectedItem/2');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const RemoveAndStepperCallBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    remove.mockClear();
    increase.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Shea Butter Night Cream' }));
    await expect(remove).toHaveBeenCalledTimes(1);
    const stepper = canvas.getByRole('group', { name: 'Quantity of Shea Butter Night Cream' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await expect(increase).toHaveBeenCalledTimes(1);
  },
};

/** Prices and the count are read with what they mean, not as bare numbers. */
export const AmountsAreLabelled: Story = {
  args: Compact.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Quantity × 2');
    await expect(canvasElement).toHaveTextContent('Line total Rs. 1,798.00');
    const count = within(canvasElement).getByText('×');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ListCountsItsLines: Story = {
  render: () => cart,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in your cart' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};
