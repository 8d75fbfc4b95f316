import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { tags: ['rtl'], args: { page: 3 } };
export const LastPage: Story = { args: { page: 5 } };
export const ManyPages: Story = { args: { page: 10, totalPages: 20 } };
export const DarkTheme: Story = { args: { page: 2 }, globals: { theme: 'dark' } };

export const PreviousDisabledOnFirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const NextDisabledOnLastPage: Story = {
  args: { page: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const SinglePageHidesBar: Story = {
  args: { totalPages: 1 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Keyboard: Tab to a page and press Enter; the bar follows the chosen page. */
export const KeyboardChangesPage: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Previous is disabled, so the first Tab lands on page 1, the second on page 2.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/**
 * With `getHref`, pages are links (a crawler, or a shopper without JavaScript, can follow them);
 * a plain click still goes through `onPageChange`, and the first page's Previous is no link.
 */
export const PagesAsLinks: Story = {
  args: { page: 1, totalPages: 5, getHref: (page: number) => `/products?page=${page}` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/products?page=3',
    );
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/products?page=2',
    );
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};
