import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IngredientListEditor, type IngredientListEditorProps } from './IngredientListEditor';

const serum = ['Aqua', 'Niacinamide', 'Glycerin', 'Parfum', 'Phenoxyethanol'];

/** The list held in state, as the product form holds it. */
function Stateful(args: IngredientListEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <IngredientListEditor
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Back office/IngredientListEditor',
  component: IngredientListEditor,
  args: {
    value: serum,
    onChange: fn(),
    hint: 'As printed on the pack, highest concentration first.',
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof IngredientListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['rtl'] };
export const Empty: Story = { args: { value: [] } };
export const LongNames: Story = {
  args: {
    value: [
      'Aqua',
      'Butyrospermum Parkii (Shea) Butter',
      'Simmondsia Chinensis (Jojoba) Seed Oil',
      '1,2-Hexanediol',
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const WithError: Story = {
  args: { error: 'A product needs at least one ingredient.', value: [] },
};
export const FilledDark: Story = { globals: { theme: 'dark' } };

export const MovingUpIsAnnouncedAndKeepsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const moveUp = canvas.getByRole('button', { name: 'Move Glycerin up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'Aqua',
      'Glycerin',
      'Niacinamide',
      'Parfum',
      'Phenoxyethanol',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Glycerin moved to position 2 of 5');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Glycerin up' })).toHaveFocus(),
    );
    // Again, from the keyboard, without looking for the button.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Glycerin moved to position 1 of 5');
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Glycerin');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Glycerin up' })).toHaveFocus(),
    );
  },
};

export const MovingDownKeepsFocusOnTheMovedItem: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Aqua down' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Aqua moved to position 2 of 5');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Aqua down' })).toHaveFocus(),
    );
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Niacinamide',
      '2Aqua',
      '3Glycerin',
      '4Parfum',
      '5Phenoxyethanol',
    ]);
  },
};

/** At the top (or bottom) the button stays focusable but does nothing. */
export const TheEndsGoNoFurther: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: 'Move Aqua up' });
    const down = canvas.getByRole('button', { name: 'Move Phenoxyethanol down' });
    await expect(up).toHaveAttribute('aria-disabled', 'true');
    await expect(down).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(up);
    await userEvent.click(down);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Move Aqua down' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The product form around the editor: it must not be sent by Enter in the add field. */
const submit = fn((event: { preventDefault: () => void }) => event.preventDefault());

export const EnterAddsAnIngredientWithoutSubmitting: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <form aria-label="Product" onSubmit={submit}>
      <Stateful {...args} />
    </form>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Ingredient' });
    await userEvent.type(field, '  Tocopherol {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([...serum, 'Tocopherol']);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Tocopherol added at position 6 of 6',
    );
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    // The Add button does the same.
    await userEvent.type(field, 'Citric Acid');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getAllByRole('listitem').at(-1)).toHaveTextContent('Citric Acid');
  },
};

export const ARepeatOrEmptyNameIsRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Ingredient' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(field).toHaveAccessibleDescription("Type the ingredient's INCI name first.");
    await userEvent.type(field, 'aqua{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('aqua is already in the list.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RemovingMovesFocusToTheNextItem: Story = {
  parameters: { screenshot: false },
  args: { value: ['Aqua', 'Glycerin'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Aqua' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Glycerin']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Aqua removed, 1 ingredient left');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove Glycerin' })).toHaveFocus(),
    );
    // The last one gone, focus goes to the field that adds one.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('No ingredients yet.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Ingredient' })).toHaveFocus());
  },
};

export const ListErrorIsReadWithTheGroup: Story = {
  ...WithError,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Ingredients (INCI)' }),
    ).toHaveAccessibleDescription(
      'As printed on the pack, highest concentration first. A product needs at least one ingredient.',
    );
  },
};
