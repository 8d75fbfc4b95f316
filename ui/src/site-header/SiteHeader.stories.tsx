import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AccountMenu } from '../account-menu/AccountMenu';
import { CartButton } from '../cart-button/CartButton';
import { DropdownMenuItem } from '../dropdown-menu/DropdownMenu';
import { IconButton } from '../icon-button/IconButton';
import { LoginIcon, MenuIcon } from '../internal/icons';
import { Logo } from '../logo/Logo';
import { NavLink, NavList } from '../nav-list/NavList';
import { PromoBanner } from '../promo-banner/PromoBanner';
import { SearchCombobox } from '../search-combobox/SearchCombobox';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '../sheet/Sheet';
import { sampleProducts } from '../stories/fixtures';
import { WishlistButton } from '../wishlist-button/WishlistButton';
import { SiteHeader } from './SiteHeader';

const links = [
  ['Home', '#/'],
  ['Shop', '#/products'],
  ['Bundles', '#/bundle'],
  ['About Us', '#/about'],
  ['Contact Us', '#/contact'],
] as const;

const signOut = fn();

/** The header's search as the shop wires it, answering any text with three products at once. */
function Search() {
  const [text, setText] = useState('');
  const found = text.trim().length >= 2;
  return (
    <SearchCombobox
      aria-label="Site"
      label="Search products"
      placeholder="Search serums, shampoo…"
      value={text}
      onValueChange={setText}
      products={
        found
          ? sampleProducts.slice(0, 3).map((product) => ({
              id: product.id,
              name: product.name,
              href: `#/selectedItem/${product.id}`,
              imageUrl: product.imageUrl,
              price: product.price,
              currentPrice: product.currentPrice,
            }))
          : []
      }
      categories={found ? [{ label: 'Skincare', href: '#/products?category=Skincare' }] : []}
      onSelect={fn()}
      onSubmit={(event) => event.preventDefault()}
    />
  );
}

function Header({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <PromoBanner action={<a href="#/products">Shop Now</a>}>New Arrivals Are Here!</PromoBanner>
      <SiteHeader
        logo={<Logo href="#/" />}
        nav={
          <NavList aria-label="Main">
            {links.map(([label, href]) => (
              <NavLink key={href} href={href} active={label === 'Home'}>
                {label}
              </NavLink>
            ))}
          </NavList>
        }
        menu={
          <Sheet>
            <SheetTrigger asChild>
              <IconButton aria-label="Open menu">
                <MenuIcon />
              </IconButton>
            </SheetTrigger>
            <SheetContent title="Menu" side="left">
              <NavList aria-label="Mobile" orientation="vertical">
                {links.map(([label, href]) => (
                  <SheetClose key={href} asChild>
                    <NavLink href={href}>{label}</NavLink>
                  </SheetClose>
                ))}
              </NavList>
            </SheetContent>
          </Sheet>
        }
        search={<Search />}
        actions={
          <>
            <WishlistButton count={4} href="#/wishlist" />
            <CartButton count={2} href="#/cart" />
          </>
        }
        account={
          signedIn ? (
            <AccountMenu name="Ayesha Khan">
              <DropdownMenuItem asChild>
                <a href="#/profile">Profile</a>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href="#/orders">My Order</a>
              </DropdownMenuItem>
              <DropdownMenuItem variant="danger" onSelect={signOut}>
                Sign out
              </DropdownMenuItem>
            </AccountMenu>
          ) : (
            <IconButton asChild aria-label="Login">
              <a href="#/login">
                <LoginIcon />
              </a>
            </IconButton>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  args: { logo: <Logo href="#/" /> },
  render: () => <Header signedIn />,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = { tags: ['rtl'] };
export const Guest: Story = { render: () => <Header signedIn={false} /> };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** At 1024 px or less the menu hides behind a toggle that opens a sheet. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'tablet' } },
  parameters: { screenshot: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getAllByRole('link')).toHaveLength(5);
  },
};

export const WideScreenShowsMenu: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

/**
 * On a wide screen the search sits in the middle of the bar, between the logo and the actions,
 * and the menu has a row of its own under it.
 */
export const WideScreenSearchInTheBar: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' }).getBoundingClientRect();
    const logo = canvas.getByRole('link', { name: /Bloom/ }).getBoundingClientRect();
    const wishlist = canvas
      .getByRole('link', { name: 'Wishlist, 4 items' })
      .getBoundingClientRect();
    const links = canvas.getByRole('navigation', { name: 'Main' }).querySelectorAll('a');
    const middle = (box: DOMRect) => box.top + box.height / 2;
    await expect(field.left).toBeGreaterThan(logo.right);
    await expect(field.right).toBeLessThan(wishlist.left);
    await expect(Math.abs(middle(field) - middle(wishlist))).toBeLessThan(2);
    await expect(Math.abs(middle(field) - middle(logo))).toBeLessThan(2);
    // The menu: one row, under the bar.
    const tops = new Set([...links].map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(links[0]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(field.bottom);
  },
};

/**
 * At 390 px the bar keeps the menu, logo, wishlist and cart on one row (the account control
 * hides at 426 px and below), and the search is a full-width row under it; its suggestions stay
 * inside the screen.
 */
export const PhoneSearchRowUnderTheBar: Story = {
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const menu = canvas.getByRole('button', { name: 'Open menu' }).getBoundingClientRect();
    const cart = canvas.getByRole('link', { name: 'Cart, 2 items' }).getBoundingClientRect();
    const wishlist = canvas
      .getByRole('link', { name: 'Wishlist, 4 items' })
      .getBoundingClientRect();
    const middle = (box: DOMRect) => box.top + box.height / 2;
    await expect(Math.abs(middle(cart) - middle(menu))).toBeLessThan(2);
    await expect(Math.abs(middle(wishlist) - middle(menu))).toBeLessThan(2);
    // The actions at the bar's end, the search under the bar at its whole width (less its
    // padding, 16 px a side).
    const bar = canvasElement.querySelector('header')!.getBoundingClientRect();
    await expect(Math.round(bar.right - 16 - cart.right)).toBe(0);

    const field = canvas.getByRole('combobox', { name: 'Search products' });
    const box = field.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(menu.bottom);
    await expect(Math.round(box.width)).toBe(Math.round(bar.width - 32));

    await userEvent.type(field, 'serum');
    const listbox = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    const popup = (listbox.parentElement as HTMLElement).getBoundingClientRect();
    await expect(popup.left).toBeGreaterThanOrEqual(0);
    await expect(popup.right).toBeLessThanOrEqual(390);
  },
};
