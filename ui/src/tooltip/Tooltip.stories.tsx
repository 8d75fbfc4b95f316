import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button/IconButton';
import { InfoIcon } from '../internal/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Free delivery on orders above Rs. 2,000.00',
    children: (
      <IconButton aria-label="Delivery information">
        <InfoIcon />
      </IconButton>
    ),
  },
  parameters: { screenshot: 'page' },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { parameters: { screenshot: 'canvas' } };
export const Open: Story = { tags: ['rtl'], args: { defaultOpen: true } };
export const LongTextWraps: Story = {
  args: {
    defaultOpen: true,
    content:
      'Coupons apply to eligible categories only and cannot be combined with other offers. The discount never exceeds the eligible lines.',
  },
  play: async () => {
    const tip = await screen.findByText(/Coupons apply/, {
      selector: '[data-state] *, [data-state]',
    });
    const box = tip.closest('[data-side]') ?? tip;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(263);
  },
};

export const FocusShowsTip: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delivery information' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await screen.findByRole('tooltip');
    await expect(button).toHaveAccessibleDescription('Free delivery on orders above Rs. 2,000.00');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const HoverShowsTip: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.hover(
      within(canvasElement).getByRole('button', { name: 'Delivery information' }),
    );
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Free delivery');
  },
};
