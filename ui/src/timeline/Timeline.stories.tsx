import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, TimelineItem } from './Timeline';

const meta = {
  title: 'Back office/Timeline',
  component: Timeline,
  args: { 'aria-label': 'Order history' },
  render: (args) => (
    <Timeline {...args}>
      <TimelineItem who="Ayesha Siddiqui" what="placed the order" when="2026-11-24T09:12:00Z" />
      <TimelineItem
        who="The shop"
        what="mailed the order confirmation"
        when="2026-11-24T09:12:05Z"
        tone="info"
      />
      <TimelineItem
        who="Sara Malik (support)"
        what="added an internal note"
        when="2026-11-24T11:40:00Z"
        tone="accent"
      >
        Customer called: deliver after 5 pm, the gate code is 4417.
      </TimelineItem>
      <TimelineItem
        who="Omar Farooq (owner)"
        what="marked the order Dispatched"
        when="2026-11-24T15:05:00Z"
        tone="success"
      />
    </Timeline>
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderHistory: Story = { tags: ['rtl'] };
export const OrderHistoryDark: Story = { globals: { theme: 'dark' } };
export const SingleEvent: Story = {
  render: (args) => (
    <Timeline {...args}>
      <TimelineItem who="Ayesha Siddiqui" what="sent the message" when="2026-11-24T09:12:00Z" />
    </Timeline>
  ),
};
export const CustomTimeFormat: Story = {
  render: (args) => (
    <Timeline {...args}>
      <TimelineItem
        who="Omar Farooq (owner)"
        what="cancelled the order"
        when={new Date('2026-11-24T15:05:00Z')}
        tone="danger"
        formatTime={(date) => date.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'}
      >
        Out of stock at the supplier.
      </TimelineItem>
    </Timeline>
  ),
};

export const EventsAreAnOrderedListWithMachineReadableTimes: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Order history' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const note = items[2]!;
    await expect(note).toHaveTextContent('Sara Malik (support) added an internal note');
    await expect(note).toHaveTextContent('gate code is 4417');
    const time = note.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-24T11:40:00.000Z');
    await expect(time).toHaveTextContent('24 Nov 2026');
  },
};
