import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VerifiedMark } from './VerifiedMark';

const meta = {
  title: 'Shop/VerifiedMark',
  component: VerifiedMark,
} satisfies Meta<typeof VerifiedMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The icon is decorative: a screen reader hears the words once, not an image name too. */
export const ReadAsItsWords: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Verified buyer$/);
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
