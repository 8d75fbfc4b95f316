import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProducts } from '../stories/fixtures';
import {
  SearchCombobox,
  type SearchCategorySuggestion,
  type SearchComboboxProps,
  type SearchProductSuggestion,
} from './SearchCombobox';

const products: SearchProductSuggestion[] = sampleProducts.map((product) => ({
  id: product.id,
  name: product.name,
  href: `/selectedItem/${product.id}`,
  imageUrl: product.imageUrl,
  price: product.price,
  currentPrice: product.currentPrice,
}));
const categories: SearchCategorySuggestion[] = [
  { label: 'Serums', href: '/products?category=serums' },
  { label: 'Skincare', href: '/products?category=skincare' },
];

/**
 * The app's side, faked: it keeps the text and answers with suggestions at once (six products
 * and two categories for any text but "zzz", which finds nothing).
 */
function Shop(args: SearchComboboxProps) {
  const [text, setText] = useState(args.defaultValue ?? '');
  const found = text.trim().toLowerCase() !== 'zzz';
  return (
    <SearchCombobox
      {...args}
      value={text}
      onValueChange={(next) => {
        setText(next);
        args.onValueChange?.(next);
      }}
      products={found && !args.loading ? products : []}
      categories={found && !args.loading ? categories : []}
    />
  );
}

const meta = {
  title: 'Forms/SearchCombobox',
  component: SearchCombobox,
  args: {
    label: 'Search products',
    placeholder: 'Search serums, shampoo…',
    'aria-label': 'Site',
    onSelect: fn(),
    onValueChange: fn(),
    onOpenChange: fn(),
    // Stories must never navigate: the app prevents the default too, then updates the address.
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  render: (args) => <Shop {...args} />,
  decorators: [
    // Room under the field for the suggestions (unless a story keeps them closed), so the
    // screenshot holds them.
    (Story, { parameters }) => (
      <div style={{ maxWidth: 480, minHeight: parameters.closed ? undefined : 620 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
      },
    },
  },
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a search landmark holding a GET form to /products with a field named search. */
export const Closed: Story = {
  parameters: { closed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search', { name: 'Site' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/products');
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(field).toHaveAttribute('name', 'search');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  },
};

/** Two characters open the suggestions; a polite status says what arrived. */
export const TypingShowsSuggestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 's');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field, 'e');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(within(listbox).getByRole('group', { name: 'Categories' })).toBeVisible();
    await expect(
      within(listbox).getByRole('option', { name: /^Rose Glow Vitamin C Serum Sale price/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('6 products, 2 categories');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Down twice makes the second suggestion active: the field names it, it is selected. */
export const SecondSuggestionActive: Story = {
  // Its right-to-left baseline too (the ui-rtl project).
  tags: ['rtl'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'serum');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = canvas.getByRole('option', { name: /^Shea Butter Night Cream/ });
    await expect(field).toHaveAttribute('aria-activedescendant', active.id);
    await expect(active).toHaveAttribute('aria-selected', 'true');
  },
};

/** Down twice makes the second suggestion active; Enter chooses it. */
export const KeyboardNavigation: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'serum');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'product', id: '2', href: '/selectedItem/2' }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Up from the field goes to the last suggestion; Down past the last wraps to the first. */
export const ArrowsWrap: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'serum');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('option', { name: 'Skincare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      canvas.getByRole('option', { name: /^Rose Glow Vitamin C Serum/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** Enter with no suggestion active sends the form (the app, or the browser, goes to results). */
export const EnterSubmitsTheSearch: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'rose serum{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
    const form = field.closest('form') as HTMLFormElement;
    await expect(new FormData(form).get('search')).toBe('rose serum');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the suggestions and keeps the text; a second Escape clears it. */
export const EscapeClosesThenClears: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'serum');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveValue('serum');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/** Home and End edit the text: the active suggestion lets go and the caret moves. */
export const HomeAndEndMoveTheCaret: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', {
      name: 'Search products',
    }) as HTMLInputElement;
    await userEvent.type(field, 'serum');
    await userEvent.keyboard('{ArrowDown}{Home}');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field.selectionStart).toBe(0);
    await userEvent.keyboard('{End}');
    await expect(field.selectionStart).toBe(5);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A click chooses a suggestion too, and the focus stays in the field. */
export const ClickChoosesSuggestion: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'serum');
    await userEvent.click(canvas.getByRole('option', { name: 'Serums' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith({
      type: 'category',
      label: 'Serums',
      href: '/products?category=serums',
    });
    await expect(field).toHaveFocus();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'zzz');
    await expect(canvas.getByText('No suggestions for “zzz”')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No suggestions');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'serum');
    await expect(canvas.getByText('Searching…')).toBeVisible();
    // Nothing is announced until the answer arrives.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** At 390 px the suggestions stay inside the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'serum');
    const popup = canvas.getByRole('listbox').parentElement as HTMLElement;
    const box = popup.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(window.innerWidth).toBe(390);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'serum');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};
