import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { NumberField } from '../number-field/NumberField';
import { OrderStatus } from '../order-status/OrderStatus';
import { TextArea } from '../text-area/TextArea';
import { TextField } from '../text-field/TextField';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Stack asChild {...args}>
      <form aria-label="Get in Touch" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <NumberField label="Phone" name="phone" autoComplete="tel" required />
        <TextArea label="Message" hint="Optional" name="message" rows={3} />
        <Button type="submit">SEND MESSAGE</Button>
      </form>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's fields, 16 px apart. */
export const FormFields: Story = { tags: ['rtl'] };

export const Condensed: Story = { args: { gap: 'condensed' } };

/** A list of orders, 24 px apart, without bullets. */
export const SpaciousList: Story = {
  args: { gap: 'spacious' },
  render: (args) => (
    <Stack asChild {...args}>
      <ol aria-label="Your orders">
        {(['Pending', 'Dispatched', 'Delivered'] as const).map((status, index) => (
          <li
            key={status}
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              padding: 16,
              border: '1px solid var(--bloom-color-border)',
              borderRadius: 16,
            }}
          >
            Order BLM-48291{index}
            <OrderStatus status={status} />
          </li>
        ))}
      </ol>
    </Stack>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** `asChild` keeps the child's element and role and only adds the layout. */
export const AsChildKeepsTheElement: Story = {
  args: { gap: 'spacious' },
  render: SpaciousList.render,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your orders' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const style = getComputedStyle(list);
    await expect(style.display).toBe('grid');
    await expect(style.rowGap).toBe('24px');
    await expect(style.listStyleType).toBe('none');
    await expect(style.paddingLeft).toBe('0px');
  },
};
