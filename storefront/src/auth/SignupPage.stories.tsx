import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Signup',
  component: PageStory,
  tags: ['!autodocs'],
  args: { path: '/signup' },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signup form: name, email and a password with its length hint. */
export const Signup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Signup Your Account');
    await expect(document.title).toBe('Signup - Bloom');
    await expect(canvas.getByText('8 to 128 characters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SIGNUP NOW' })).toBeVisible();
  },
};
