import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Back office/StatusBadge',
  component: StatusBadge,
  args: { status: 'Pending' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'accent', 'info', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const groups = {
  Orders: ['Pending', 'Dispatched', 'Delivered', 'Cancelled'],
  Messages: ['New', 'Handled'],
  Staff: ['Active', 'Invited', 'Deactivated'],
};

const all: Story['render'] = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    {Object.entries(groups).map(([group, states]) => (
      <div key={group} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <strong style={{ minInlineSize: '6rem' }}>{group}</strong>
        {states.map((state) => (
          <StatusBadge key={state} status={state} />
        ))}
      </div>
    ))}
  </div>
);

export const Pending: Story = { tags: ['rtl'] };
export const AllStates: Story = { render: all };
export const AllStatesDark: Story = { render: all, globals: { theme: 'dark' } };
export const UnknownStateIsNeutral: Story = {
  args: { status: 'On hold' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('On hold');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};
export const ToneOverridesTheStatesOwn: Story = {
  args: { status: 'Overdue', tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue')).toHaveAttribute('data-tone', 'danger');
  },
};

export const StateIsReadAsTextWithItsTone: Story = {
  parameters: { screenshot: false },
  render: all,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dispatched')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('New')).toHaveAttribute('data-tone', 'accent');
    await expect(canvas.getByText('Invited')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};
