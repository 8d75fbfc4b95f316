import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { createToastApi } from './toast';
import { createToastStore } from './toastStore';
import { Toaster } from './Toaster';

// Each story gets its own store so toasts never leak between stories.
function setup(fill?: (api: ReturnType<typeof createToastApi>) => void) {
  const store = createToastStore();
  const api = createToastApi(store);
  fill?.(api);
  return { store, api };
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: { screenshot: 'page' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const allTypes = setup((t) => {
  t.custom(<strong>Free gift with orders above Rs. 2,000.00</strong>, { duration: Infinity });
  t.loading('Placing your order…');
  t.error('Invalid email or password', { duration: Infinity });
  t.success('Login Successfully', { duration: Infinity });
  t('Update Successfull', { duration: Infinity });
});

export const EveryType: Story = { args: { store: allTypes.store } };
export const EveryTypeDark: Story = { args: { store: allTypes.store }, globals: { theme: 'dark' } };
export const BottomRight: Story = {
  args: {
    store: setup((t) => t.success('Added to cart', { duration: Infinity })).store,
    position: 'bottom-right',
  },
};

const interactive = setup();
export const ButtonsShowToasts: Story = {
  args: { store: interactive.store },
  parameters: { screenshot: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', paddingTop: 120 }}>
      <Button onClick={() => interactive.api.success('Login Successfully')}>Success</Button>
      <Button variant="danger" onClick={() => interactive.api.error('Invalid email or password')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => interactive.api.loading('Saving…')}>
        Loading
      </Button>
      <Button variant="outline" onClick={() => interactive.api('Hello there')}>
        Blank
      </Button>
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    interactive.store.remove();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Login Successfully');
  },
};

const dismissable = setup();
export const DismissButtonHidesToast: Story = {
  args: { store: dismissable.store },
  parameters: { screenshot: false },
  play: async () => {
    dismissable.store.remove();
    dismissable.api.error('Coupon expired', { duration: Infinity });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(alert).toHaveAttribute('data-state', 'closed'));
    // Removed from the page after the 1000 ms exit delay.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 2000 });
  },
};

const keyboard = setup();
export const KeyboardReachesDismiss: Story = {
  args: { store: keyboard.store },
  parameters: { screenshot: false },
  play: async () => {
    keyboard.store.remove();
    keyboard.api('Saved to your wishlist', { duration: Infinity });
    const status = await screen.findByRole('status');
    await userEvent.tab();
    const dismiss = within(status).getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'closed'));
  },
};
