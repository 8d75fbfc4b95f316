import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreeFromBadge, FreeFromList } from './FreeFromBadge';
import { freeFromTags } from './freeFrom';

const meta = {
  title: 'Shop/FreeFromBadge',
  component: FreeFromBadge,
  args: { tag: 'fragrance' },
  argTypes: { tag: { control: 'select', options: freeFromTags } },
} satisfies Meta<typeof FreeFromBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fragrance: Story = {
  // Its right-to-left baseline too (the ui-rtl project).
  tags: ['rtl'],
  play: async ({ canvasElement, globals }) => {
    // In the page's language: Urdu in the ui-rtl project.
    await expect(canvasElement).toHaveTextContent(
      globals.locale === 'ur' ? /^خوشبو سے پاک$/ : /^Fragrance-free$/,
    );
  },
};

export const Parabens: Story = {
  args: { tag: 'parabens' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Paraben-free$/);
  },
};

/** The product page's list: a list named "Free from", one badge an item. */
export const List: StoryObj<typeof FreeFromList> = {
  render: () => <FreeFromList tags={freeFromTags} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Free from' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Fragrance-free',
      'Paraben-free',
      'Sulfate-free',
      'Alcohol-free',
      'Silicone-free',
    ]);
  },
};

export const ListDark: StoryObj<typeof FreeFromList> = {
  render: () => <FreeFromList tags={['fragrance', 'sulfates', 'silicones']} />,
  globals: { theme: 'dark' },
};

/** A product free from nothing we track shows no empty list. */
export const EmptyListRendersNothing: StoryObj<typeof FreeFromList> = {
  render: () => <FreeFromList tags={[]} />,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
