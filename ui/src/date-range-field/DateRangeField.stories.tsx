import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeField } from './DateRangeField';

const meta = {
  title: 'Back office/DateRangeField',
  component: DateRangeField,
  args: { legend: 'Placed', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { tags: ['rtl'] };
export const Chosen: Story = { args: { defaultValue: { from: '2026-11-01', to: '2026-11-24' } } };
export const UpsideDown: Story = {
  args: { defaultValue: { from: '2026-11-24', to: '2026-11-01' } },
};
export const UpsideDownDark: Story = { ...UpsideDown, globals: { theme: 'dark' } };

export const FieldsAreNamedByTheLegendAndTheirLabel: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Placed' });
    await expect(within(group).getByLabelText('From')).toHaveAttribute('name', 'from');
    await expect(within(group).getByLabelText('To')).toHaveAttribute('name', 'to');
  },
};

export const StartAfterEndIsRefusedUntilFixed: Story = {
  parameters: { screenshot: false },
  args: { defaultValue: { from: '2026-11-20' } },
  render: (args) => (
    <form aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <DateRangeField {...args} />
    </form>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.type(to, '2026-10-11');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { from: '2026-11-20', to: '2026-10-11' },
      false,
    );
    const message = 'The start date must be on or before the end date.';
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(message);
    await expect(canvas.getByRole('form', { name: 'Filters' })).toSatisfy(
      (form: HTMLFormElement) => !form.checkValidity(),
    );
    // The same day at both ends is a valid range of one day.
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-11');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { from: '2026-10-11', to: '2026-10-11' },
      true,
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(to).not.toHaveAttribute('aria-invalid');
  },
};
