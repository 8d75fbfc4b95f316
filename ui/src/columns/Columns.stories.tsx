import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from '../prose/Prose';
import { Columns } from './Columns';

const promises = [
  {
    title: 'Genuine, tested products',
    text: 'Sourced from trusted makers and tried by our team before they reach the shelf.',
  },
  {
    title: 'Cash on delivery',
    text: 'Pay when your parcel arrives. Prices are checked again when you order, so no surprises.',
  },
  {
    title: 'Easy returns',
    text: 'Unopened products can come back within seven days; damaged ones we replace at our cost.',
  },
];

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  render: (args) => (
    <Columns asChild {...args}>
      <ul aria-label="Why shop with Bloom">
        {promises.map((promise) => (
          <li key={promise.title}>
            <Prose>
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </Prose>
          </li>
        ))}
      </ul>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's promises: three columns side by side where they fit. */
export const Promises: Story = { tags: ['rtl'] };

/** On a phone the columns stack. */
export const OnPhone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Our Story, Our Vision and Our Mission: sections as columns. */
export const AboutSections: Story = {
  render: (args) => (
    <Columns {...args}>
      <Prose asChild>
        <section aria-labelledby="story">
          <h2 id="story">Our Story</h2>
          <p>
            Bloom began at a kitchen table, with two friends tired of guessing which products were
            genuine. Today we ship skin care, hair care, body care and cosmetics across the country.
          </p>
        </section>
      </Prose>
      <Prose asChild>
        <section aria-labelledby="vision">
          <h2 id="vision">Our Vision</h2>
          <p>A beauty routine should feel like a small daily kindness, not a puzzle.</p>
        </section>
      </Prose>
      <Prose asChild>
        <section aria-labelledby="mission">
          <h2 id="mission">Our Mission</h2>
          <p>
            To offer genuine, carefully chosen products, described plainly and delivered quickly.
          </p>
        </section>
      </Prose>
    </Columns>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const SideBySideWhenWide: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const StackedOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    if (!first || !second) throw new Error('expected three columns');
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  },
};
