import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';
import { FakeRouterLink } from '../stories/RouterLink';

const meta = {
  title: 'Layout/Logo',
  component: Logo,
  args: { href: '#/' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithName: Story = { tags: ['rtl'] };
export const MarkOnly: Story = { args: { showName: false } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const LinksHome: Story = {
  args: {
    showName: false,
    asChild: true,
    href: undefined,
    children: <FakeRouterLink to="/" />,
  },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Bloom' });
    await expect(link).toHaveAttribute('href', '#/');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
