import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', placeholder: 'How can we help?' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const WithHint: Story = { args: { hint: 'Optional. Up to 2,000 characters.' } };
export const WithError: Story = { args: { error: 'Tell us a little more.' } };

export const TypingKeepsLines: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Hello{Enter}Is the serum in stock?');
    await expect(area).toHaveValue('Hello\nIs the serum in stock?');
  },
};
