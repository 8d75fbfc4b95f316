import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Back office/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Mark 3 orders as dispatched?',
    description: 'Each shopper gets a mail saying their order is on its way.',
    confirmLabel: 'Mark as dispatched',
    trigger: <Button variant="secondary">Mark as dispatched</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: { screenshot: 'page' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const cancelOrder = {
  title: 'Cancel order #1042?',
  description: 'The stock and the coupon use are returned, and the shopper is told by mail.',
  confirmLabel: 'Cancel order',
  cancelLabel: 'Keep order',
  tone: 'destructive',
  trigger: <Button variant="danger">Cancel order</Button>,
} as const;

export const Closed: Story = { parameters: { screenshot: 'canvas' } };
export const Open: Story = { tags: ['rtl'], args: { defaultOpen: true } };
export const Destructive: Story = { args: { ...cancelOrder, defaultOpen: true } };
export const DestructiveDark: Story = {
  args: { ...cancelOrder, defaultOpen: true },
  globals: { theme: 'dark' },
};

export const ConfirmCallsOnConfirmAndCloses: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mark as dispatched' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark 3 orders as dispatched?' });
    await expect(dialog).toHaveAccessibleDescription(/on its way/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ConfirmDialogReturnsFocus: Story = {
  args: cancelOrder,
  parameters: { screenshot: 'canvas' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel order' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' });
    // The safe choice has focus first, so Enter twice never destroys anything.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelClosesWithoutActing: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mark as dispatched' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A confirm that talks to the server: held open and busy until the answer, kept on failure. */
function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle! };
}

let pendingConfirm = deferred();

export const AsyncConfirmWaitsAndStaysOpenOnFailure: Story = {
  parameters: { screenshot: false },
  args: {
    ...cancelOrder,
    defaultOpen: true,
    onConfirm: fn(() => pendingConfirm.promise),
  },
  beforeEach: () => {
    pendingConfirm = deferred();
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeDisabled();
    pendingConfirm.reject(new Error('This order was changed since you opened it.'));
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    // A second try that succeeds closes it.
    pendingConfirm = deferred();
    await userEvent.click(confirm);
    pendingConfirm.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
