import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DropdownMenuItem, DropdownMenuSeparator } from '../dropdown-menu/DropdownMenu';
import { AccountMenu } from './AccountMenu';

const signOut = fn();

const meta = {
  title: 'Layout/AccountMenu',
  component: AccountMenu,
  args: {
    name: 'Ayesha Khan',
    caption: 'ayesha@example.com',
    children: (
      <>
        <DropdownMenuItem asChild>
          <a href="#/profile">Profile</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="#/orders">My Order</a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={signOut}>
          Sign out
        </DropdownMenuItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  // Its right-to-left baseline too (the ui-rtl project).
  tags: ['rtl'],
  args: { defaultOpen: true, modal: false },
  parameters: { screenshot: 'page' },
};
export const OpenDark: Story = {
  args: { defaultOpen: true, modal: false },
  globals: { theme: 'dark' },
  parameters: { screenshot: 'page' },
};

export const ShowsProfileOrdersSignOut: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account: Ayesha Khan' }),
    );
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['Profile', 'My Order', 'Sign out']);
    // Close again: while open, the modal menu hides the page from assistive tech.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const SignOutWithKeyboard: Story = {
  parameters: { screenshot: false },
  play: async () => {
    signOut.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
