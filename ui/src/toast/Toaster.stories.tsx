import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { toast } from './toast';
import { Toaster } from './Toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: { screenshot: 'page' },
  // There is one toast store per page: each story starts with none and leaves none behind.
  beforeEach: () => {
    toast.remove();
    return () => toast.remove();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the toasts that a hover or a focus pauses are shown for. */
const PAUSED_TOAST_MS = 2000;

/** The element that carries a toast's look and `data-state`, from its text. */
async function findToast(canvasElement: HTMLElement, text: string) {
  const message = await within(canvasElement).findByText(text);
  const item = message.closest('[data-state]');
  if (!(item instanceof HTMLElement)) throw new Error(`No toast around "${text}"`);
  return item;
}

function showEveryType() {
  toast.custom(<strong>Free gift with orders above Rs. 2,000.00</strong>, { duration: Infinity });
  toast.loading('Placing your order…');
  toast.error('Invalid email or password', { duration: Infinity });
  toast.success('Login Successfully', { duration: Infinity });
  toast('Update Successfull', { duration: Infinity });
}

export const EveryType: Story = { tags: ['rtl'], beforeEach: showEveryType };
export const EveryTypeDark: Story = { beforeEach: showEveryType, globals: { theme: 'dark' } };
export const BottomRight: Story = {
  args: { position: 'bottom-right' },
  beforeEach: () => {
    toast.success('Added to cart', { duration: Infinity });
  },
};

/**
 * Screen readers hear toasts through live regions that were on the page, empty, before the
 * first toast: the text is added into them. Errors go to the assertive region, the rest to the
 * polite one.
 */
export const AnnouncesIntoPersistentLiveRegions: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', paddingTop: 120 }}>
      <Button onClick={() => toast.success('Login Successfully')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Invalid email or password')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.loading('Saving…')}>
        Loading
      </Button>
      <Button variant="outline" onClick={() => toast('Hello there')}>
        Blank
      </Button>
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    const polite = within(notifications).getByRole('status');
    const assertive = notifications.querySelector('[aria-live="assertive"]');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    // Each new toast is read alone, not with every toast still shown.
    await expect(polite).toHaveAttribute('aria-atomic', 'false');
    await expect(assertive).toHaveAttribute('aria-atomic', 'false');
    await expect(polite).toBeEmptyDOMElement();
    await expect(assertive).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(polite).toHaveTextContent('Login Successfully'));
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Blank' }));
    await waitFor(() => expect(polite).toHaveTextContent('Saving…'));
    await expect(polite).toHaveTextContent('Hello there');
    await expect(assertive).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() => expect(assertive).toHaveTextContent('Invalid email or password'));
    await expect(polite).not.toHaveTextContent('Invalid email or password');

    // The same two elements all along: the toasts went into them, they were not re-created.
    await expect(within(notifications).getByRole('status')).toBe(polite);
    await expect(notifications.querySelector('[aria-live="assertive"]')).toBe(assertive);
  },
};

export const DismissButtonHidesToast: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    toast.error('Coupon expired', { duration: Infinity });
    const item = await findToast(canvasElement, 'Coupon expired');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'closed'));
    // Removed from the page after the 1000 ms exit delay.
    await waitFor(() => expect(within(canvasElement).queryByText('Coupon expired')).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const KeyboardReachesDismiss: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    toast('Saved to your wishlist', { duration: Infinity });
    const item = await findToast(canvasElement, 'Saved to your wishlist');
    await userEvent.tab();
    const dismiss = within(item).getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'closed'));
  },
};

export const HoverPausesTheTimer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    // Long enough that a slow machine still hovers before it is up; the wait outlasts it.
    toast('Free delivery today', { duration: PAUSED_TOAST_MS });
    const item = await findToast(canvasElement, 'Free delivery today');
    await userEvent.hover(item);
    await wait(PAUSED_TOAST_MS + 500);
    await expect(item).toHaveAttribute('data-state', 'open');
    await userEvent.unhover(item);
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'closed'), {
      timeout: PAUSED_TOAST_MS + 1000,
    });
  },
};

export const FocusPausesTheTimer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    toast('Free delivery today', { duration: PAUSED_TOAST_MS });
    const item = await findToast(canvasElement, 'Free delivery today');
    await userEvent.tab();
    const dismiss = within(item).getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await wait(PAUSED_TOAST_MS + 500);
    await expect(item).toHaveAttribute('data-state', 'open');
    dismiss.blur();
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'closed'), {
      timeout: PAUSED_TOAST_MS + 1000,
    });
  },
};

/** Dismissing the focused toast takes the focus away with it; later toasts still expire. */
export const TimersRunAfterFocusedToastGoes: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    toast('Saved to your wishlist', { duration: Infinity });
    await findToast(canvasElement, 'Saved to your wishlist');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(within(canvasElement).queryByText('Saved to your wishlist')).toBeNull(),
      { timeout: 2000 },
    );

    // Shown as the other goes, maybe just before the pause ends: react-hot-toast then adds the
    // whole pause (about 1000 ms) to it, so it can take up to 1500 ms. Stuck, it would never go.
    toast('Added to cart', { duration: 500 });
    const next = await findToast(canvasElement, 'Added to cart');
    await waitFor(() => expect(next).toHaveAttribute('data-state', 'closed'), { timeout: 3000 });
  },
};
