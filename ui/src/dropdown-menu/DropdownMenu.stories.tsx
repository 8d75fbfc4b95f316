import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onSelect = fn();

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  parameters: { screenshot: 'page' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingInlineEnd: 24 }}>
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost">Ayesha</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>ayesha@example.com</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href="#profile">Profile</a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#orders">My Order</a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={onSelect}>
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { parameters: { screenshot: 'canvas' } };
export const Open: Story = { tags: ['rtl'], args: { defaultOpen: true, modal: false } };
export const OpenDark: Story = {
  args: { defaultOpen: true, modal: false },
  globals: { theme: 'dark' },
};

export const KeyboardSelectsItem: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    onSelect.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Ayesha' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OutsideClickCloses: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ayesha' }));
    await screen.findByRole('menu');
    // A modal menu blocks pointer events outside it; the click still reaches the page.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ayesha' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
