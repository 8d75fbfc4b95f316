import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatusBadge } from '../status-badge/StatusBadge';
import { Select, type SelectProps } from './Select';

const staff = [
  { value: 'st-1', label: 'Omar Farooq (owner)' },
  { value: 'st-2', label: 'Hina Baig (manager)' },
  { value: 'st-3', label: 'Sara Malik (support)' },
  { value: 'st-4', label: 'Bilal Aziz (deactivated)', disabled: true },
];

const meta = {
  title: 'Back office/Select',
  component: Select,
  args: { label: 'Assigned to', options: staff, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Chosen: Story = { args: { defaultValue: 'st-3' } };
export const WithHint: Story = {
  args: { hint: 'They get a mail when a message is assigned to them.' },
};
export const WithError: Story = {
  args: { error: 'Choose who handles this message.', required: true },
};
export const Disabled: Story = { args: { defaultValue: 'st-1', disabled: true } };
export const Dark: Story = { args: { defaultValue: 'st-2' }, globals: { theme: 'dark' } };

const statuses = ['Pending', 'Dispatched', 'Delivered', 'Cancelled'].map((status) => ({
  value: status,
  label: <StatusBadge status={status} />,
  textValue: status,
}));

export const OpenWithRichChoices: Story = {
  // Its right-to-left baseline too (the ui-rtl project).
  tags: ['rtl'],
  args: { label: 'New status', options: statuses, defaultValue: 'Pending', defaultOpen: true },
  parameters: {
    screenshot: 'page',
    // While the list is open Radix hides the rest of the page from screen readers and keeps
    // focus in the list (as a native select's popup does); the trigger behind it stays in the
    // tab order for when the list closes, which this rule reports.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async () => {
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function Controlled(args: SelectProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
      <output>{value ? `Assigned: ${value}` : 'Unassigned'}</output>
    </>
  );
}

export const KeyboardChoosesAnOption: Story = {
  parameters: { screenshot: false },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Assigned to' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Omar Farooq (owner)' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(listbox).getByRole('option', { name: 'Sara Malik (support)' }),
    ).toHaveFocus();
    // The deactivated member cannot be reached.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(listbox).getByRole('option', { name: 'Sara Malik (support)' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('st-3');
    await expect(trigger).toHaveTextContent('Sara Malik (support)');
    await expect(canvas.getByText('Assigned: st-3')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ErrorIsReadWithTheControl: Story = {
  parameters: { screenshot: false },
  args: { error: 'Choose who handles this message.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Assigned to' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose who handles this message.');
  },
};
