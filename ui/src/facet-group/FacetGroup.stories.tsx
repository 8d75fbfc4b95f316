import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freeFromLabels, freeFromTags } from '../free-from-badge/freeFrom';
import { skinTypeLabels, skinTypes } from '../skin-type-chips/skinTypes';
import { FacetGroup } from './FacetGroup';

const skinCounts = { dry: 8, oily: 12, combination: 5, sensitive: 1, normal: 0 };

const meta = {
  title: 'Filters/FacetGroup',
  component: FacetGroup,
  args: {
    legend: 'Skin type',
    name: 'skinType',
    options: skinTypes.map((type) => ({
      value: type,
      label: skinTypeLabels[type],
      count: skinCounts[type],
    })),
    onSelectedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; Normal has no products among the results, so it is disabled. */
export const NoneChosen: Story = {
  // Its right-to-left baseline too (the ui-rtl project).
  tags: ['rtl'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The counts are read in the page's language (the labels are the story's own, English).
    const [one, other] = globals.locale === 'ur' ? ['پروڈکٹ', 'پروڈکٹس'] : ['product', 'products'];
    await expect(canvas.getByRole('group', { name: 'Skin type' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: `Oily (12 ${other})` })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: `Sensitive (1 ${one})` })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: `Normal (0 ${other})` })).toBeDisabled();
  },
};

export const SomeChosen: Story = { args: { defaultSelected: ['dry', 'oily'] } };

/** A chosen value stays enabled at count 0, so the shopper can undo it. */
export const ChosenWithNoProducts: Story = {
  args: { defaultSelected: ['normal'] },
  play: async ({ canvasElement }) => {
    const normal = within(canvasElement).getByRole('checkbox', { name: 'Normal (0 products)' });
    await expect(normal).toBeChecked();
    await expect(normal).toBeEnabled();
  },
};

/** The exclusion flavour: the legend says "Free from", the chosen values are left out. */
export const FreeFrom: Story = {
  args: {
    legend: 'Free from',
    name: 'exclude',
    options: freeFromTags.map((tag, index) => ({
      value: tag,
      label: freeFromLabels[tag],
      count: [14, 21, 9, 17, 6][index],
    })),
    defaultSelected: ['fragrance'],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Free from' });
    await expect(
      within(group).getByRole('checkbox', { name: 'Fragrance (14 products)' }),
    ).toBeChecked();
  },
};

/** One choice at a time: radios. */
export const Single: Story = {
  args: {
    legend: 'Rating',
    name: 'minRating',
    type: 'single',
    options: [
      { value: '', label: 'Any rating' },
      { value: '4', label: '4 stars & up', count: 18 },
      { value: '3', label: '3 stars & up', count: 25 },
    ],
    defaultSelected: ['4'],
  },
};

export const DarkTheme: Story = {
  args: { defaultSelected: ['oily'] },
  globals: { theme: 'dark' },
};

/** Controlled, as the listing uses it with JavaScript: Space toggles, the app hears each change. */
export const KeyboardChoosesValues: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <FacetGroup
        {...args}
        selected={selected}
        onSelectedChange={(next) => {
          setSelected(next);
          args.onSelectedChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Dry/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['dry', 'oily']);
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['dry']);
    await expect(canvas.getByRole('checkbox', { name: /^Oily/ })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Sensitive/ })).toHaveFocus();
    // The disabled Normal is skipped by Tab.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Normal/ })).not.toHaveFocus();
  },
};

/** Single: arrow keys move the choice, as in any radio group. */
export const ArrowKeysMoveTheChoice: Story = {
  args: Single.args,
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '4 stars & up (18 products)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '3 stars & up (25 products)' })).toBeChecked();
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['3']);
  },
};

/** Without JavaScript the choices travel with their GET form as `name=value` pairs. */
export const SubmitsWithItsForm: Story = {
  args: { defaultSelected: ['dry', 'sensitive'] },
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Filters">
      <FacetGroup {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form') as HTMLFormElement;
    await expect(new FormData(form).getAll('skinType')).toEqual(['dry', 'sensitive']);
  },
};
