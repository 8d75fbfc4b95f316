import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Marquee } from './Marquee';

const testimonials = [
  {
    text: 'The vitamin C serum made my skin glow within a week.',
    name: 'Ayesha K.',
    url: '#review-1',
    rating: 5,
  },
  {
    text: 'Lovely packaging, quick delivery and the cream smells divine.',
    name: 'Sana M.',
    url: '#review-2',
    rating: 5,
  },
  {
    text: 'My curls have never been this soft. Buying again!',
    name: 'Hira T.',
    url: '#review-3',
    rating: 4,
  },
  {
    text: 'Gentle on sensitive skin, no irritation at all.',
    name: 'Maria A.',
    url: '#review-4',
    rating: 5,
  },
  {
    text: 'The bundle was great value and made a perfect gift.',
    name: 'Fatima R.',
    url: '#review-5',
    rating: 4,
  },
  {
    text: 'Customer service answered my questions the same day.',
    name: 'Zara N.',
    url: '#review-6',
    rating: 5,
  },
];

const meta = {
  title: 'Content/Marquee',
  component: Marquee,
  args: { testimonials },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const Paused: Story = { args: { paused: true } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

const playState = (canvasElement: HTMLElement) => {
  const track = canvasElement.querySelector('section > div');
  return track ? getComputedStyle(track).animationPlayState : '';
};

export const PausesOnHover: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(playState(canvasElement)).toBe('running');
    await userEvent.hover(
      within(canvasElement).getByRole('region', { name: 'What our customers say' }),
    );
    await expect(playState(canvasElement)).toBe('paused');
    await userEvent.unhover(within(canvasElement).getByRole('region'));
  },
};

export const PausesOnFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Ayesha K.' })).toHaveFocus();
    await expect(playState(canvasElement)).toBe('paused');
  },
};

/** Speed 50 px/s: a loop lasts one set's width divided by 50. */
export const SpeedIsFiftyPixelsPerSecond: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('ul')!;
    const track = canvasElement.querySelector('section > div')!;
    // The width is measured by a ResizeObserver, which reports after the first layout.
    await waitFor(() => {
      const seconds = parseFloat(getComputedStyle(track).getPropertyValue('--marquee-duration'));
      return expect(seconds).toBeCloseTo(group.getBoundingClientRect().width / 50, 1);
    });
  },
};

export const CopyIsHiddenFromScreenReaders: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Six testimonials in the accessibility tree, not twelve.
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};
