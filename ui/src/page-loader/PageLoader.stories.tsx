import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoader } from './PageLoader';

const meta = {
  title: 'Feedback/PageLoader',
  component: PageLoader,
  args: { style: { ['--page-loader-height' as string]: '240px' } },
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const CustomLabel: Story = { args: { label: 'Loading your orders' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const Fullscreen: Story = { args: { fullscreen: true }, parameters: { screenshot: 'page' } };

export const AnnouncesLoading: Story = {
  args: { label: 'Loading your orders' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your orders',
    );
  },
};

export const StandsInForAPage: Story = {
  args: { page: true, style: {} },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const loader = within(canvasElement).getByRole('status');
    // As tall as the viewport: a footer after it starts below the fold and never jumps.
    await expect(loader.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
