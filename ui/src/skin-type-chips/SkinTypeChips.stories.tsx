import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SkinTypeChips,
  SkinTypeFilter,
  type SkinTypeFilterValue,
  type SkinTypeReviewStats,
} from './SkinTypeChips';

const meta = {
  title: 'Shop/SkinTypeChips',
  component: SkinTypeChips,
  args: { types: ['dry', 'sensitive'] },
} satisfies Meta<typeof SkinTypeChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product page says which skin types the product suits. */
export const Suits: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Suits' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Dry', 'Sensitive']);
    await expect(canvasElement).toHaveTextContent('Suits:DrySensitive');
  },
};

/** A product that names no skin type suits them all. */
export const AllSkinTypes: Story = {
  args: { types: [] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Suits' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent('All skin types');
  },
};

export const DarkTheme: Story = {
  args: { types: ['oily', 'combination', 'normal'] },
  globals: { theme: 'dark' },
};

const stats: SkinTypeReviewStats[] = [
  { type: 'dry', averageRating: 4.6, reviewCount: 3 },
  { type: 'oily', averageRating: 4.2, reviewCount: 5 },
  { type: 'combination', averageRating: 3, reviewCount: 1 },
  { type: 'sensitive', reviewCount: 0 },
  { type: 'normal', averageRating: 5, reviewCount: 2 },
];

type FilterStory = StoryObj<typeof SkinTypeFilter>;

const filterArgs = { stats, totalCount: 11, onValueChange: fn() };

/** Filtering a product's reviews: All, then each skin type with its average and count. */
export const Filter: FilterStory = {
  render: () => <SkinTypeFilter {...filterArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Skin type' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.getByRole('radio', { name: 'All (11 reviews)' })).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: 'Oily (rated 4.2 out of 5, 5 reviews)' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Sensitive (0 reviews)' })).toBeDisabled();
  },
};

export const FilterOilyChosen: FilterStory = {
  // Its right-to-left baseline too (the ui-rtl project): its play reads no built-in words.
  tags: ['rtl'],
  render: () => <SkinTypeFilter {...filterArgs} defaultValue="oily" />,
};

export const FilterDark: FilterStory = {
  render: () => <SkinTypeFilter {...filterArgs} defaultValue="dry" />,
  globals: { theme: 'dark' },
};

/** Controlled, as the reviews use it: Tab reaches the choice, arrow keys move it. */
export const FilterArrowKeysMoveTheChoice: FilterStory = {
  render: function Render() {
    const [value, setValue] = useState<SkinTypeFilterValue>('all');
    return (
      <SkinTypeFilter
        {...filterArgs}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          filterArgs.onValueChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    filterArgs.onValueChange.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /^All/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^Dry/ })).toBeChecked();
    await expect(filterArgs.onValueChange).toHaveBeenLastCalledWith('dry');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Sensitive has no reviews: the arrows pass over it.
    await expect(canvas.getByRole('radio', { name: /^Normal/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Normal/ })).toHaveFocus();
    await expect(filterArgs.onValueChange).toHaveBeenLastCalledWith('normal');
  },
};
