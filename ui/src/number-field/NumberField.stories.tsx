import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Phone', name: 'phone', autoComplete: 'tel' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { tags: ['rtl'] };
export const OneTimeCode: Story = {
  args: {
    label: 'Code',
    name: 'otp',
    autoComplete: 'one-time-code',
    maxLength: 6,
    hint: 'The 6-digit code we emailed you.',
  },
};
export const WithError: Story = { args: { error: 'Enter your phone number.', required: true } };

export const KeepsDigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '03a00-12 34b');
    await expect(input).toHaveValue('03001234');
  },
};

export const PasteIsCleaned: Story = {
  args: { label: 'Code', name: 'otp', maxLength: 6 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Code' });
    await userEvent.click(input);
    await userEvent.paste('12 34-56');
    await expect(input).toHaveValue('123456');
  },
};
