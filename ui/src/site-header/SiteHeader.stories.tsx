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
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '../sheet/Sheet';
import { SiteHeader } from './SiteHeader';

const links = [
  ['Home', '#/'],
  ['Shop', '#/products'],
  ['Bundles', '#/bundle'],
  ['About Us', '#/about'],
  ['Contact Us', '#/contact'],
] as const;

const signOut = fn();

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
        actions={
          <>
            <CartButton count={2} href="#/cart" />
            {signedIn ? (
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
            )}
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { logo: <Logo href="#/" /> },
  render: () => <Header signedIn />,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
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
