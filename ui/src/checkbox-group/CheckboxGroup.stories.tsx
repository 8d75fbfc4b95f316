import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freeFromLabels, freeFromTags } from '../free-from-badge/freeFrom';
import { skinTypeLabels, skinTypes } from '../skin-type-chips/skinTypes';
import { CheckboxGroup } from './CheckboxGroup';

const skinTypeOptions = skinTypes.map((type) => ({ value: type, label: skinTypeLabels[type] }));

const meta = {
  title: 'Back office/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    legend: 'Skin types',
    name: 'skinTypes',
    options: skinTypeOptions,
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { tags: ['rtl'] };
export const Chosen: Story = { args: { defaultValue: ['oily', 'combination'] } };
export const Horizontal: Story = {
  args: { defaultValue: ['dry'], orientation: 'horizontal', hint: 'None means every skin type.' },
};

/** Free-from claims the ingredient list rules out are shown, greyed, with the reason. */
export const WithDisabledChoices: Story = {
  args: {
    legend: 'Free from',
    name: 'freeFrom',
    hint: 'Claim fewer than the ingredient list allows, never more.',
    defaultValue: ['parabens', 'sulfates'],
    options: freeFromTags.map((tag) =>
      tag === 'fragrance'
        ? { value: tag, label: freeFromLabels[tag], disabled: true, hint: 'The list has Parfum.' }
        : { value: tag, label: freeFromLabels[tag] },
    ),
  },
};
export const WithError: Story = {
  args: { hint: 'None means every skin type.', error: 'Choose at most four skin types.' },
};
export const WithErrorDark: Story = { ...WithError, globals: { theme: 'dark' } };

export const ChoicesComeBackInTheOrderShown: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Skin types' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Sensitive' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Dry' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['dry', 'sensitive']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Sensitive' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['dry']);
    await expect(within(group).getByRole('checkbox', { name: 'Dry' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'Sensitive' })).not.toBeChecked();
  },
};

export const SpaceTogglesTheFocusedChoice: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const dry = within(canvasElement).getByRole('checkbox', { name: 'Dry' });
    await expect(dry).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(dry).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['dry']);
  },
};

/** Controlled: the boxes show `value`, whatever was clicked, until the app passes a new one. */
export const ControlledShowsTheAppsValue: Story = {
  args: { value: ['normal'] },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Oily' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['oily', 'normal']);
    await expect(canvas.getByRole('checkbox', { name: 'Oily' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Normal' })).toBeChecked();
  },
};

export const HintAndErrorAreReadWithTheGroup: Story = {
  ...WithError,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Skin types' });
    await expect(group).toHaveAccessibleDescription(
      'None means every skin type. Choose at most four skin types.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Dry' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Dry' })).toHaveAttribute(
      'name',
      'skinTypes',
    );
  },
};

export const DisabledChoiceSaysWhy: Story = {
  ...WithDisabledChoices,
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const fragrance = within(canvasElement).getByRole('checkbox', { name: 'Fragrance' });
    await expect(fragrance).toBeDisabled();
    await expect(fragrance).toHaveAccessibleDescription('The list has Parfum.');
    await userEvent.click(fragrance);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
