import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Back office/StatCard',
  component: StatCard,
  args: { label: 'Orders today', value: '12' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FigureOnly: Story = { tags: ['rtl'] };
export const RisingIsGood: Story = {
  args: {
    label: 'Revenue today',
    value: 'Rs 48,300.00',
    delta: '+18% on yesterday',
    trend: 'up',
    deltaTone: 'positive',
  },
};
export const RisingIsBad: Story = {
  args: {
    label: 'Pending orders',
    value: '7',
    delta: '+4 since yesterday',
    trend: 'up',
    deltaTone: 'negative',
  },
};
export const Unchanged: Story = {
  args: { label: 'New messages', value: '0', delta: 'Same as yesterday' },
};

const dashboard: Story['render'] = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16 }}>
    <StatCard asChild value="12" delta="+3" trend="up" deltaTone="positive">
      <a href="#orders">Orders today</a>
    </StatCard>
    <StatCard asChild value="7" delta="−2" trend="down" deltaTone="positive">
      <a href="#pending">Pending orders</a>
    </StatCard>
    <StatCard asChild value="3">
      <a href="#messages">New messages</a>
    </StatCard>
  </div>
);

export const Dashboard: Story = { render: dashboard };
export const DashboardDark: Story = { render: dashboard, globals: { theme: 'dark' } };

const followLink = fn();

export const LinkedCardIsOneLinkNamedByItsFigure: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <StatCard {...args} label={undefined} asChild delta="+3 since yesterday" trend="up">
      <a
        href="#pending"
        onClick={(event) => {
          event.preventDefault();
          followLink();
        }}
      >
        Pending orders
      </a>
    </StatCard>
  ),
  args: { value: '7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Pending orders 7 +3 since yesterday' });
    await expect(link).toHaveAttribute('href', '#pending');
    // Keyboard: Tab reaches the card, Enter follows it.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(followLink).toHaveBeenCalledTimes(1);
  },
};
