import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Your skin type',
    name: 'skinType',
    hint: 'Optional: shoppers with your skin type find your review.',
    options: [
      { value: '', label: 'Prefer not to say' },
      { value: 'DRY', label: 'Dry' },
      { value: 'OILY', label: 'Oily' },
      { value: 'COMBINATION', label: 'Combination' },
      { value: 'SENSITIVE', label: 'Sensitive' },
      { value: 'NORMAL', label: 'Normal' },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const Chosen: Story = { args: { defaultValue: 'OILY' } };
export const WithError: Story = {
  args: { hint: undefined, required: true, error: 'Please choose a skin type.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'DRY' } };
export const DarkTheme: Story = { args: { defaultValue: 'SENSITIVE' }, globals: { theme: 'dark' } };

/** A native select: choosing by keyboard or pointer changes the value and calls back. */
export const ChoosingChangesValue: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Your skin type' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAccessibleDescription(
      'Optional: shoppers with your skin type find your review.',
    );
    await userEvent.selectOptions(select, 'Combination');
    await expect(select).toHaveValue('COMBINATION');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ErrorIsAnnouncedWithField: Story = {
  args: WithError.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Your skin type/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please choose a skin type.');
  },
};
