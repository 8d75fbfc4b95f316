import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const options = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
];

const meta = {
  title: 'Filters/SortSelect',
  component: SortSelect,
  args: { options, defaultValue: 'newest', onValueChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const PriceLowToHigh: Story = { args: { defaultValue: 'price-asc' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** A labelled native select named `sort`; choosing an order reports its value. */
export const ChoosingReportsTheValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveAttribute('name', 'sort');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(select, 'Top rated');
    await expect(select).toHaveValue('rating');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rating');
  },
};

/** Without JavaScript the choice travels with its GET form. */
export const SubmitsWithItsForm: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Sort" onSubmit={(event) => event.preventDefault()}>
      <SortSelect {...args} defaultValue="price-desc" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Sort' }) as HTMLFormElement;
    await expect(new FormData(form).get('sort')).toBe('price-desc');
  },
};
