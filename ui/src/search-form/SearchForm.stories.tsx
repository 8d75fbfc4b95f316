import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'Forms/SearchForm',
  component: SearchForm,
  args: {
    'aria-label': 'Products',
    label: 'Search products',
    // Stories must never navigate: the app prevents the default too, then updates the address.
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onValueChange: fn(),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { tags: ['rtl'] };
export const WithText: Story = { args: { defaultValue: 'rose serum' } };
export const OnPhone: Story = {
  args: { defaultValue: 'rose serum' },
  globals: { viewport: { value: 'mobile1' } },
};
export const DarkTheme: Story = {
  args: { defaultValue: 'rose serum' },
  globals: { theme: 'dark' },
};

/** Controlled, as the shop's listing uses it: the page keeps the text and runs the search. */
export const TypeAndPressEnter: Story = {
  render: function Render(args) {
    const [draft, setDraft] = useState('');
    return (
      <SearchForm
        {...args}
        value={draft}
        onValueChange={(value) => {
          setDraft(value);
          args.onValueChange?.(value);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Products' })).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(field, 'serum');
    await expect(field).toHaveValue('serum');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('serum');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ButtonSubmits: Story = {
  args: { defaultValue: 'shampoo' },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
