import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Shop/Rating',
  component: Rating,
  args: { value: 4, reviewCount: 128 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = { tags: ['rtl'] };
export const HalfRoundsToNearest: Story = { args: { value: 3.6 } };
export const NoReviews: Story = { args: { value: 0, reviewCount: 0 } };
export const Large: Story = { args: { size: 'lg', reviewCount: undefined } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const Input: Story = {
  args: { value: 3, onValueChange: fn(), label: 'Your rating', showLabel: true },
};

export const DisplayIsReadAsText: Story = {
  args: { value: 4.5 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' }),
    ).toBeVisible();
  },
};

/** Review form: click a star, or use the arrow keys like any radio group. */
export const ChoosesWithKeyboardAndPointer: Story = {
  args: { label: 'Your rating', showLabel: true },
  render: function Render(args) {
    const [value, setValue] = useState(0);
    return <Rating {...args} value={value} onValueChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus();
  },
};
