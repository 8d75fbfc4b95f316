import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { TrashIcon } from '../internal/icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Remove Rose Glow Vitamin C Serum' },
  render: (args) => (
    <Button variant="outline">
      <TrashIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button: the eye sees a trash can, a screen reader hears what it removes. */
export const NamesAnIconButton: Story = {
  // Its right-to-left baseline too (the ui-rtl project).
  tags: ['rtl'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Remove Rose Glow Vitamin C Serum' });
    await expect(button).toBeVisible();
    const text = canvas.getByText('Remove Rose Glow Vitamin C Serum');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** With `asChild` the element itself is hidden: a heading the outline needs but the page does not show. */
export const HiddenHeading: Story = {
  parameters: { screenshot: false },
  render: () => (
    <section aria-labelledby="filters-title">
      <VisuallyHidden asChild>
        <h2 id="filters-title">Filters</h2>
      </VisuallyHidden>
      <Button variant="secondary">Skincare</Button>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Filters' });
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
  },
};
