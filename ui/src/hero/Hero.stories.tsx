import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { serumImage } from '../stories/fixtures';
import { Hero } from './Hero';

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  args: {
    title: 'Beauty that blooms with you',
    description:
      'Skin care, hair care and cosmetics you can trust. Gentle formulas, honest prices, delivered to your door.',
    actions: (
      <>
        <Button asChild size="lg">
          <a href="#/products">Shop Now</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#/bundle">Explore Bundles</a>
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's opening banner. */
export const Home: Story = { tags: ['rtl'] };

/** Title and lead only (Bundles, Contact Us). */
export const TitleAndLead: Story = {
  args: {
    title: 'Bundles',
    description:
      'Complete routines, put together by our team and priced below their parts. A thoughtful gift, or a simple way to start.',
    actions: undefined,
  },
};

/** With an eyebrow and a picture: text at the start, the picture beside it. */
export const WithImage: Story = {
  args: {
    eyebrow: 'New season',
    title: 'Rose Glow, now in a travel size',
    imageUrl: serumImage,
    imageAlt: 'A rose-coloured serum bottle',
  },
};

export const WithImageOnPhone: Story = {
  args: WithImage.args,
  globals: { viewport: { value: 'mobile1' } },
};

/** A banner further down a page, titled with an h2 (About Us teaser). */
export const SectionBanner: Story = {
  args: {
    title: 'About Us',
    headingLevel: 2,
    description:
      'A small team that reads every message, packs every order with care and answers to you, not to an algorithm.',
    actions: (
      <Button asChild variant="secondary">
        <a href="#/about">Read More</a>
      </Button>
    ),
  },
};

/** A banner further down the page keeps a section's distance from the text before it. */
export const SectionBannerKeepsItsDistance: Story = {
  args: SectionBanner.args,
  render: (args) => (
    <div>
      <p>To offer genuine, carefully chosen products, described plainly and delivered quickly.</p>
      <Hero {...args} />
    </div>
  ),
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText(/To offer genuine/).getBoundingClientRect();
    const banner = canvas.getByRole('region', { name: 'About Us' }).getBoundingClientRect();
    // 48 px, the space between two PageSections.
    await expect(banner.top - text.bottom).toBeGreaterThanOrEqual(48);
  },
};

export const LongTitleOnPhone: Story = {
  args: { title: 'Everything your skin, hair and body have been asking for, in one place' },
  globals: { viewport: { value: 'mobile1' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The hero is a landmark named by its title, so screen readers can jump to it. */
export const NamedByItsTitle: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Beauty that blooms with you' });
    await expect(
      within(region).getByRole('heading', { level: 1, name: 'Beauty that blooms with you' }),
    ).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '#/products',
    );
  },
};

export const TitleIdCanBeGiven: Story = {
  args: { titleId: 'contact-title', title: 'Contact Us', actions: undefined },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Contact Us' });
    await expect(heading).toHaveAttribute('id', 'contact-title');
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute(
      'aria-labelledby',
      'contact-title',
    );
  },
};

export const PictureIsDescribed: Story = {
  args: WithImage.args,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'A rose-coloured serum bottle' }),
    ).toBeVisible();
  },
};
