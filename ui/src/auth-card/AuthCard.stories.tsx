import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { NumberField } from '../number-field/NumberField';
import { PasswordField } from '../password-field/PasswordField';
import { Stack } from '../stack/Stack';
import { TextField } from '../text-field/TextField';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Layout/AuthCard',
  component: AuthCard,
  args: {
    title: 'Login Your Account',
    titleId: 'login-title',
    description: 'Welcome back! Enter your details to continue.',
    children: (
      <Stack asChild>
        <form aria-labelledby="login-title" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Email" type="email" name="email" autoComplete="email" required />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
          />
          <p>
            <a href="#/forget">Forgot password?</a>
          </p>
          <Button type="submit" fullWidth>
            LOGIN NOW
          </Button>
        </form>
      </Stack>
    ),
    footer: (
      <p>
        New to Bloom? <a href="#/signup">Create an account</a>
      </p>
    ),
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { tags: ['rtl'] };

export const Signup: Story = {
  args: {
    title: 'Signup Your Account',
    titleId: 'signup-title',
    description: 'Join us today and enjoy exclusive benefits.',
    children: (
      <Stack asChild>
        <form aria-labelledby="signup-title" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Name" name="name" autoComplete="name" required />
          <TextField label="Email" type="email" name="email" autoComplete="email" required />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            hint="8 to 128 characters."
            required
          />
          <Button type="submit" fullWidth>
            SIGNUP NOW
          </Button>
        </form>
      </Stack>
    ),
    footer: (
      <p>
        Already have an account? <a href="#/login">Login</a>
      </p>
    ),
  },
};

/** A step of password recovery: one field, no footer line needed. */
export const VerifyCode: Story = {
  args: {
    title: 'Enter Your Code',
    titleId: 'otp-title',
    description: 'We sent a 6-digit code to your email. It is valid for 10 minutes.',
    children: (
      <Stack asChild>
        <form aria-labelledby="otp-title" onSubmit={(event) => event.preventDefault()}>
          <NumberField label="Code" name="code" autoComplete="one-time-code" maxLength={6} />
          <Button type="submit" fullWidth>
            SUBMIT NOW
          </Button>
        </form>
      </Stack>
    ),
    footer: undefined,
  },
};

/** On a phone the card drops its frame and uses the full width. */
export const OnPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The card is a landmark named by its h1, and the form shares that name through `titleId`. */
export const FormIsNamedByTheTitle: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Login Your Account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'login-title');
    const form = canvas.getByRole('form', { name: 'Login Your Account' });
    await expect(within(form).getByRole('button', { name: 'LOGIN NOW' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '#/signup',
    );
  },
};

export const NarrowAndCentred: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region').getBoundingClientRect();
    const frame = canvasElement.getBoundingClientRect();
    await expect(card.width).toBeLessThanOrEqual(32 * 16);
    await expect(Math.abs(card.left - frame.left - (frame.right - card.right))).toBeLessThan(20);
  },
};
