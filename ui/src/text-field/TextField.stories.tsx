import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    placeholder: 'you@example.com',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const Required: Story = { args: { required: true } };
export const WithHint: Story = {
  args: { label: 'Address', type: 'text', hint: 'House number, street and city district.' },
};
export const WithError: Story = {
  args: { error: 'Enter a valid email address.', defaultValue: 'ayesha@' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ayesha@example.com' } };
export const DarkTheme: Story = {
  args: { error: 'Enter a valid email address.' },
  globals: { theme: 'dark' },
};

export const TypingUpdatesValue: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.type(input, 'ayesha@example.com');
    await expect(input).toHaveValue('ayesha@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ErrorIsAnnouncedWithField: Story = {
  args: { error: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};
