import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

/** A page's top with the skip link before it, as SiteLayout puts it. */
const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div
      data-testid="page"
      style={{ position: 'relative', minHeight: 160, paddingTop: 64, boxSizing: 'border-box' }}
    >
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#/">Home</a> · <a href="#/products">Shop</a> · <a href="#/bundle">Bundles</a>
      </nav>
      <main id="main" tabIndex={-1}>
        <h1>Shopping Cart</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until it has focus the link sits above the page, out of sight but in the tab order. */
export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    const page = canvas.getByTestId('page').getBoundingClientRect();
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(page.top);
  },
};

/** The first Tab of a page shows it in the top corner. */
export const FirstTabShowsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    const page = canvas.getByTestId('page').getBoundingClientRect();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(page.top);
  },
};

export const FocusedDark: Story = {
  // Its right-to-left baseline too (the ui-rtl project): its play reads no built-in words.
  tags: ['rtl'],
  globals: { theme: 'dark' },
  play: async () => {
    await userEvent.tab();
  },
};

/** The link points at the page's <main>, which can take focus so keyboard users land there. */
export const PointsAtMain: Story = {
  args: { children: 'Skip to the order form', href: '#main' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to the order form' });
    await expect(link).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('tabindex', '-1');
  },
};
