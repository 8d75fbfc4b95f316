import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Not found',
  component: PageStory,
  tags: ['!autodocs'],
  args: { path: '/no/such/page' },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown address: "Page not found", with two ways home. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Page not found');
    await expect(document.title).toBe('Page not found - Bloom');
    await expect(canvas.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  },
};
