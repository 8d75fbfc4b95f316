import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { FormMessage } from '../form-message/FormMessage';
import { NumberField } from '../number-field/NumberField';
import { PasswordField } from '../password-field/PasswordField';
import { TextField } from '../text-field/TextField';

/** Fields composed the way the storefront's pages use them. */
const meta = {
  title: 'Forms/Examples',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginForm({ failed = false }: { failed?: boolean }) {
  const [loading, setLoading] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 20 }} aria-label="Login">
      {failed && <FormMessage variant="error">Invalid email or password</FormMessage>}
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" required />
      <a
        href="#/forget"
        style={{ color: 'var(--bloom-color-accent-soft-text)', justifySelf: 'end' }}
      >
        Forgot password?
      </a>
      <Button type="submit" fullWidth loading={loading}>
        Login now
      </Button>
    </form>
  );
}

export const Login: Story = { tags: ['rtl'], render: () => <LoginForm /> };
export const LoginFailed: Story = { render: () => <LoginForm failed /> };
export const LoginDark: Story = { render: () => <LoginForm />, globals: { theme: 'dark' } };

export const Checkout: Story = {
  render: () => (
    <form style={{ display: 'grid', gap: 20 }} aria-label="Contact details">
      <NumberField label="Phone" name="phone" autoComplete="tel" required />
      <TextField label="Address" name="address" autoComplete="street-address" required />
      <Button type="submit" fullWidth size="lg">
        Order now
      </Button>
    </form>
  ),
};

export const SubmitShowsSpinnerOnce: Story = {
  render: () => <LoginForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ayesha@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'rosewater');
    await userEvent.keyboard('{Enter}');
    const submit = canvas.getByRole('button', { name: 'Login now' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};
