import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', defaultValue: 'rosewater' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { tags: ['rtl'] };
export const Shown: Story = { args: { showPassword: true } };
export const WithError: Story = {
  args: { error: 'Use at least 8 characters.', defaultValue: 'rose' },
};

export const CheckboxShowsPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByText('Show password'));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const KeyboardTogglesVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** Reset password: one checkbox shows both fields. */
export const TwoFieldsOneToggle: Story = {
  render: function Render() {
    const [show, setShow] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <PasswordField
          label="New password"
          showPassword={show}
          showToggle={false}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm password"
          showPassword={show}
          onShowPasswordChange={setShow}
          autoComplete="new-password"
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  },
};
