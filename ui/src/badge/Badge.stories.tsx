import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['neutral', 'accent', 'solid', 'success', 'warning', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { tags: ['rtl'] };
export const Accent: Story = { args: { variant: 'accent', children: 'Bestseller' } };
export const Solid: Story = { args: { variant: 'solid', children: 'Sale' } };
const all = ['neutral', 'accent', 'solid', 'success', 'warning', 'danger', 'info'] as const;
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {all.map((v) => (
        <Badge key={v} variant={v}>
          {v}
        </Badge>
      ))}
    </div>
  ),
};
export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };
