import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { NavLink, NavList } from '../nav-list/NavList';
import { SearchForm } from '../search-form/SearchForm';
import { Cluster } from './Cluster';

const categories = ['Skincare', 'Haircare', 'Body Care', 'Cosmetics'];

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  render: (args) => (
    <Cluster {...args}>
      <Button>Checkout</Button>
      <Button variant="outline">Return to Shop</Button>
    </Cluster>
  ),
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of buttons. */
export const Buttons: Story = { tags: ['rtl'] };

/** The home page's category shortcuts: a list of large buttons that wraps on small screens. */
export const CategoryShortcuts: Story = {
  render: (args) => (
    <Cluster asChild {...args}>
      <ul aria-label="Categories">
        {categories.map((name) => (
          <li key={name}>
            <Button asChild variant="secondary" size="lg">
              <a href={`#/products?category=${encodeURIComponent(name)}`}>{name}</a>
            </Button>
          </li>
        ))}
      </ul>
    </Cluster>
  ),
};

/** The shop's toolbar: categories at the start, search at the end, wrapping when narrow. */
export const ListingToolbar: Story = {
  args: { justify: 'between', align: 'end', gap: 'spacious' },
  render: (args) => (
    <Cluster {...args}>
      <NavList aria-label="Categories">
        <NavLink href="#/products" active>
          All
        </NavLink>
        {categories.map((name) => (
          <NavLink key={name} href={`#/products?category=${encodeURIComponent(name)}`}>
            {name}
          </NavLink>
        ))}
      </NavList>
      <SearchForm aria-label="Products" label="Search products" defaultValue="" />
    </Cluster>
  ),
};

export const ListingToolbarOnPhone: Story = {
  ...ListingToolbar,
  globals: { viewport: { value: 'mobile1' } },
};

export const CenteredDark: Story = {
  args: { justify: 'center' },
  globals: { theme: 'dark' },
};

/** `justify="between"` puts the first child at the start and the last at the end. */
export const BetweenSpreadsToTheEdges: Story = {
  args: { justify: 'between' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvasElement.querySelector<HTMLElement>('[data-justify]');
    if (!row) throw new Error('no cluster');
    const end = canvas.getByRole('button', { name: 'Return to Shop' });
    await expect(
      Math.round(row.getBoundingClientRect().right - end.getBoundingClientRect().right),
    ).toBe(0);
  },
};

export const ShortcutsAreAList: Story = {
  ...CategoryShortcuts,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(within(list).getByRole('link', { name: 'Body Care' })).toHaveAttribute(
      'href',
      '#/products?category=Body%20Care',
    );
  },
};
