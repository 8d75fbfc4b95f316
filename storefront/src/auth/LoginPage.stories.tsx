import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Login',
  component: PageStory,
  tags: ['!autodocs'],
  args: { path: '/login' },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login form, its password hidden, with the ways to a new account and a new password. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Login Your Account');
    await expect(document.title).toBe('Login - Bloom');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget',
    );
  },
};
