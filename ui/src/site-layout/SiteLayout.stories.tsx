import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { CartButton } from '../cart-button/CartButton';
import { EmptyState } from '../empty-state/EmptyState';
import { Footer, FooterColumn } from '../footer/Footer';
import { IconButton } from '../icon-button/IconButton';
import { ArrowUpIcon, LoginIcon } from '../internal/icons';
import { Logo } from '../logo/Logo';
import { NavLink, NavList } from '../nav-list/NavList';
import { Page } from '../page/Page';
import { PromoBanner } from '../promo-banner/PromoBanner';
import { SiteHeader } from '../site-header/SiteHeader';
import { SiteLayout } from './SiteLayout';

const links = [
  ['Home', '#/'],
  ['Shop', '#/products'],
  ['Bundles', '#/bundle'],
  ['About Us', '#/about'],
  ['Contact Us', '#/contact'],
] as const;

const meta = {
  title: 'Layout/SiteLayout',
  component: SiteLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <>
        <PromoBanner action={<a href="#/products">Shop Now</a>}>New Arrivals Are Here!</PromoBanner>
        <SiteHeader
          logo={<Logo href="#/" />}
          nav={
            <NavList aria-label="Main">
              {links.map(([label, href]) => (
                <NavLink key={href} href={href} active={label === 'Shop'}>
                  {label}
                </NavLink>
              ))}
            </NavList>
          }
          actions={
            <>
              <CartButton count={0} href="#/cart" />
              <IconButton asChild aria-label="Login">
                <a href="#/login">
                  <LoginIcon />
                </a>
              </IconButton>
            </>
          }
        />
      </>
    ),
    children: (
      <Page title="Shopping Cart">
        <EmptyState
          title="No Item In Cart"
          description="Your cart is waiting for something lovely."
          actions={
            <Button asChild>
              <a href="#/products">Shop Now</a>
            </Button>
          }
        />
      </Page>
    ),
    footer: (
      <Footer bottom={<span>© 2026 Bloom. Beauty that blooms with you.</span>}>
        <FooterColumn title="Quick Links">
          <a href="#/">Home</a>
          <a href="#/products">Shop</a>
        </FooterColumn>
        <FooterColumn title="Contact">
          <a href="mailto:hello@example.com">hello@example.com</a>
        </FooterColumn>
      </Footer>
    ),
    // A stand-in for ScrollToTop, which only appears after 500 px of scrolling.
    floating: (
      <IconButton
        aria-label="Scroll to top"
        variant="solid"
        style={{ position: 'fixed', insetBlockEnd: 24, insetInlineEnd: 24 }}
      >
        <ArrowUpIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, a short page, and the footer held at the bottom of the window. */
export const ShortPage: Story = { tags: ['rtl'] };

export const OnPhone: Story = {
  args: { header: <SiteHeader logo={<Logo href="#/" />} /> },
  globals: { viewport: { value: 'mobile1' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** The skip link is the first thing Tab reaches, and it points at the focusable <main>. */
export const FirstTabIsTheSkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveAttribute('tabindex', '-1');
    await expect(
      within(main).getByRole('heading', { level: 1, name: 'Shopping Cart' }),
    ).toBeVisible();
  },
};

/** The frame runs edge to edge and its landmarks are in order: banner, main, contentinfo. */
export const LandmarksAndFrame: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(document.body).marginTop).toBe('0px');
    const banner = canvas.getByRole('banner');
    const main = canvas.getByRole('main');
    const footer = canvas.getByRole('contentinfo');
    await expect(banner.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(main.compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Short page: the footer's bottom meets the window's bottom (within the story's padding).
    await expect(footer.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      window.innerHeight - 16,
    );
  },
};

/** With a floating button the footer keeps room under its last row. */
export const FooterKeepsRoomForTheFloatingButton: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(parseFloat(getComputedStyle(footer).paddingBottom)).toBeGreaterThanOrEqual(68);
  },
};

export const NoRoomWithoutFloatingButton: Story = {
  args: { floating: undefined },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(getComputedStyle(footer).paddingBottom).toBe('0px');
  },
};
