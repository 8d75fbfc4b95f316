import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MiniBarChart } from './MiniBarChart';

const orders = [3, 1, 4, 0, 2, 7, 5, 2, 3, 6, 1, 0, 2, 2];
const fortnight = orders.map((value, index) => ({ label: `${11 + index} Nov`, value }));

const meta = {
  title: 'Back office/MiniBarChart',
  component: MiniBarChart,
  args: { title: 'Orders, last 14 days', data: fortnight, valueLabel: 'Orders' },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof MiniBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fortnight: Story = { tags: ['rtl'] };
export const FortnightDark: Story = { globals: { theme: 'dark' } };
export const AllZero: Story = {
  args: { data: fortnight.map((datum) => ({ ...datum, value: 0 })) },
};
export const HiddenTitle: Story = { args: { hideTitle: true } };

export const ChartIsSummarisedAndItsValuesAreATable: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Orders, last 14 days' })).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Orders, last 14 days: 38 in total; highest 7 on 16 Nov; latest 2 on 24 Nov.',
      }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Orders, last 14 days' });
    const rows = within(table).getAllByRole('row');
    // A header row and one row per day.
    await expect(rows).toHaveLength(15);
    await expect(within(rows[6]!).getByRole('rowheader')).toHaveTextContent('16 Nov');
    await expect(within(rows[6]!).getByRole('cell')).toHaveTextContent('7');
  },
};

export const TallestBarFillsTheHeight: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('rect');
    await expect(bars).toHaveLength(14);
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    await expect(Math.max(...heights)).toBe(40);
    // 16 Nov had 7 orders, 18 Nov 2: bars keep that proportion.
    await expect(heights[5]! / heights[7]!).toBeCloseTo(7 / 2);
    await expect(heights[3]).toBe(0);
  },
};
