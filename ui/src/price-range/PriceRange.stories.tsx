import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceRange } from './PriceRange';

const meta = {
  title: 'Filters/PriceRange',
  component: PriceRange,
  args: { bounds: { min: 199, max: 4999 }, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceRange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the catalogue's cheapest and dearest prices as placeholders. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Price' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Min' })).toHaveAttribute(
      'placeholder',
      '199',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Max' })).toHaveAttribute(
      'placeholder',
      '4999',
    );
  },
};
export const WithRange: Story = { tags: ['rtl'], args: { defaultValue: { min: 500, max: 1500 } } };
export const UpsideDown: Story = {
  args: { value: { min: 2000, max: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The min price must not be more than the max price.',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Max' })).toHaveAccessibleDescription(
      'The min price must not be more than the max price.',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Min' })).toBeInvalid();
  },
};
export const DarkTheme: Story = {
  args: { value: { min: 2000, max: 800 } },
  globals: { theme: 'dark' },
};

/** Typing a range the wrong way round is said at once, and fixing it clears the message. */
export const UpsideDownRangeIsSaid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Min' }), '3000');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max' }), '1000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 3000, max: 1000 });
    await expect(status).toHaveTextContent('The min price must not be more than the max price.');
    const max = canvas.getByRole('spinbutton', { name: 'Max' });
    await userEvent.clear(max);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: 3000, max: undefined });
    await expect(status).toBeEmptyDOMElement();
    await userEvent.type(max, '5000');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Without JavaScript the fields travel with their GET form; the names are configurable. */
export const SubmitsWithItsForm: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Filters">
      <PriceRange {...args} defaultValue={{ min: 100 }} minName="from" maxName="to" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form') as HTMLFormElement;
    const data = new FormData(form);
    await expect(data.get('from')).toBe('100');
    await expect(data.get('to')).toBe('');
    await expect(form.checkValidity()).toBe(true);
  },
};

/** An upside-down range holds the form back until fixed (the browser's own validation). */
export const UpsideDownHoldsTheFormBack: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Filters">
      <PriceRange {...args} defaultValue={{ min: 900, max: 300 }} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form') as HTMLFormElement;
    await expect(form.checkValidity()).toBe(false);
    const max = canvas.getByRole('spinbutton', { name: 'Max' });
    await userEvent.clear(max);
    await userEvent.type(max, '1200');
    await expect(form.checkValidity()).toBe(true);
  },
};
