import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { IconButton } from '../icon-button/IconButton';
import { MenuIcon } from '../internal/icons';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from './Sheet';

const links = ['Home', 'Shop', 'Bundles', 'About Us', 'Contact Us'];

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  args: { onOpenChange: fn() },
  parameters: { screenshot: 'page' },
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <IconButton aria-label="Open menu" variant="outline">
          <MenuIcon />
        </IconButton>
      </SheetTrigger>
      <SheetContent title="Menu" side="left">
        <nav aria-label="Mobile">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
            {links.map((link) => (
              <li key={link}>
                <SheetClose asChild>
                  <Button variant="ghost" fullWidth style={{ justifyContent: 'flex-start' }}>
                    {link}
                  </Button>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { parameters: { screenshot: 'canvas' } };
export const OpenFromLeft: Story = { tags: ['rtl'], args: { defaultOpen: true } };
export const OpenFromBottom: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Sheet {...args}>
      <SheetContent title="Filters">
        <p style={{ margin: 0 }}>Bottom is the default side.</p>
      </SheetContent>
    </Sheet>
  ),
};
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const ToggleOpensMenu: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getAllByRole('button')).toHaveLength(links.length + 1);
  },
};

export const LinkClosesMenu: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeClosesSheet: Story = {
  args: { defaultOpen: true },
  parameters: { screenshot: 'canvas' },
  play: async () => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
