import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ScrollToTop } from './ScrollToTop';

const meta = {
  title: 'Navigation/ScrollToTop',
  component: ScrollToTop,
  parameters: { screenshot: 'page' },
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

// A tall page so there is something to scroll; too tall to be worth a screenshot.
const tallPage: Story['decorators'] = [
  (Story) => (
    <div style={{ blockSize: 3000 }}>
      <p style={{ margin: 0 }}>Scroll down past 500 px to see the button.</p>
      <Story />
    </div>
  ),
];

/** The button as it appears (threshold lowered so it shows without scrolling). */
export const Visible: Story = { tags: ['rtl'], args: { threshold: -1 } };

export const HiddenAtTop: Story = {
  decorators: tallPage,
  parameters: { screenshot: false },
  play: async () => {
    await expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  },
};

export const AppearsPastThreshold: Story = {
  decorators: tallPage,
  parameters: { screenshot: false },
  play: async () => {
    window.scrollTo(0, 400);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    window.scrollTo(0, 501);
    await screen.findByRole('button', { name: 'Scroll to top' });
  },
};

export const ClickScrollsToTop: Story = {
  decorators: tallPage,
  parameters: { screenshot: false },
  play: async () => {
    window.scrollTo(0, 1200);
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  },
};
