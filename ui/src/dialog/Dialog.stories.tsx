import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  parameters: { screenshot: 'page' },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Place order</Button>
      </DialogTrigger>
      <DialogContent
        title="Order Successfully Placed"
        description="Thank you! We have emailed your receipt and will let you know when it ships."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="ghost">Continue shopping</Button>
          </DialogClose>
          <Button asChild>
            <a href="#orders">View Orders</a>
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { parameters: { screenshot: 'canvas' } };
export const Open: Story = { tags: ['rtl'], args: { defaultOpen: true } };
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const WithForm: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent title="Have a coupon?" description="Enter the code to see your discount.">
        <TextField label="Coupon code" name="code" />
        <DialogActions>
          <Button>Verify</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  ),
};

export const TriggerOpensAndMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Successfully Placed' });
    await expect(dialog).toHaveAccessibleDescription(/emailed your receipt/);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const EscapeClosesDialog: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Place order' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Order Successfully Placed' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back to what opened it, so a keyboard user carries on from there.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonReturnsFocus: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Place order' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TabStaysInsideDialog: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};
