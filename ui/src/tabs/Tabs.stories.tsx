import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Back office/Tabs',
  component: Tabs,
  args: { defaultValue: 'lines', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Order details">
        <TabsTrigger value="lines">Lines</TabsTrigger>
        <TabsTrigger value="notes">Internal notes</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
        <TabsTrigger value="refunds" disabled>
          Refunds
        </TabsTrigger>
      </TabsList>
      <TabsContent value="lines">2 × Rose Glow Vitamin C Serum, 1 × Oat Milk Cleanser</TabsContent>
      <TabsContent value="notes">Customer called: deliver after 5 pm.</TabsContent>
      <TabsContent value="history">Placed, then Dispatched by Omar.</TabsContent>
      <TabsContent value="refunds">No refunds.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTabSelected: Story = { tags: ['rtl'] };
export const SecondTabSelected: Story = { args: { defaultValue: 'notes' } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getByRole('tab', { name: 'Lines' });
    await userEvent.tab();
    await expect(lines).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const notes = canvas.getByRole('tab', { name: 'Internal notes' });
    await expect(notes).toHaveFocus();
    await expect(notes).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('notes');
    await expect(canvas.getByRole('tabpanel', { name: 'Internal notes' })).toHaveTextContent(
      'deliver after 5 pm',
    );
    // The disabled tab is skipped; End goes to the last one that can be chosen.
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(lines).toHaveFocus();
  },
};

export const ClickShowsItsPanel: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Lines' })).toBeNull();
  },
};
