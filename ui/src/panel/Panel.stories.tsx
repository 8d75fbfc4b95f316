import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { NumberField } from '../number-field/NumberField';
import { Price } from '../price/Price';
import { Stack } from '../stack/Stack';
import { SummaryList, SummaryRow } from '../summary-list/SummaryList';
import { TextArea } from '../text-area/TextArea';
import { Panel } from './Panel';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Cart Total',
    children: (
      <>
        <SummaryList>
          <SummaryRow label="Items">3</SummaryRow>
          <SummaryRow label="Total Amount" variant="total">
            <Price price={2847} />
          </SummaryRow>
        </SummaryList>
        <Button asChild>
          <a href="#/checkout">Checkout</a>
        </Button>
        <Button asChild variant="ghost">
          <a href="#/products">Back to shop</a>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cart's total and the way on to checkout. Children already span the panel's width, so
 * buttons need no `fullWidth`.
 */
export const CartTotal: Story = { tags: ['rtl'] };

/** The checkout's contact form, named after the panel's heading. */
export const ContactForm: Story = {
  args: {
    title: 'Contact Information',
    titleId: 'contact-title',
    children: (
      <Stack asChild>
        <form aria-labelledby="contact-title" onSubmit={(event) => event.preventDefault()}>
          <NumberField label="Phone" name="phone" autoComplete="tel" required />
          <TextArea
            label="Address"
            name="address"
            autoComplete="street-address"
            required
            rows={3}
          />
        </form>
      </Stack>
    ),
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Buttons span the panel without `fullWidth` and never overflow it. */
export const ButtonsSpanThePanel: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Cart Total' }).getBoundingClientRect();
    const checkout = canvas.getByRole('link', { name: 'Checkout' }).getBoundingClientRect();
    await expect(checkout.right).toBeLessThanOrEqual(panel.right);
    await expect(checkout.width).toBeGreaterThan(panel.width / 2);
  },
};

/** The panel is a landmark named by its heading; a form inside can share that name. */
export const NamedByItsHeading: Story = {
  args: ContactForm.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Contact Information' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Contact Information' })).toBeVisible();
  },
};
