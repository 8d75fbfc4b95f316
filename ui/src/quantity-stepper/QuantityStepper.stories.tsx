import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Shop/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, onDecrease: fn(), onIncrease: fn(), label: 'Quantity of Rose Glow Serum' },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const AtMinimum: Story = { args: { value: 1 } };
export const AtMaximum: Story = { args: { value: 5, max: 5 } };
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const MinusDisabledAtOne: Story = {
  args: { value: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toBeDisabled();
    await userEvent.click(minus, { pointerEventsCheck: 0 });
    await expect(args.onDecrease).not.toHaveBeenCalled();
  },
};

/** The quantity cannot be typed: it changes only through the buttons, and never below 1. */
export const StepsWithKeyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(1);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onIncrease={() => setValue((v) => v + 1)}
        onDecrease={() => setValue((v) => v - 1)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByRole('status');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // Minus is disabled at 1, so the first Tab reaches plus.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(value).toHaveTextContent('3');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(value).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};
