import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleProducts } from '../test/fixtures.ts';
import { productsPageMock } from '../test/mocks.ts';
import { PageStory, pageShown, pageStoryMeta } from '../stories/PageStory.tsx';

const skincare = sampleProducts.filter((product) => product.category === 'SKINCARE');
const oilySkincare = skincare.slice(0, 2);

/** The phone width the shop is checked at. */
const phone = {
  viewport: {
    options: {
      phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
    },
  },
};

/** Skincare for oily skin, fragrance-free, cheapest first. */
const filteredPath = '/products?category=Skincare&skin=oily&free=fragrance&sort=price-asc';
const filteredMock = productsPageMock(
  {
    category: 'SKINCARE',
    page: 1,
    filter: { skinTypes: ['OILY'], freeFrom: ['FRAGRANCE'] },
    sort: 'PRICE_LOW_TO_HIGH',
  },
  { items: oilySkincare, totalPages: 1, total: oilySkincare.length },
);

const meta = {
  ...pageStoryMeta,
  title: 'Pages/Products',
  component: PageStory,
  tags: ['!autodocs'],
  args: {
    path: '/products?category=Skincare',
    mocks: [
      productsPageMock(
        { category: 'SKINCARE', page: 1 },
        { items: skincare, totalPages: 2, total: 14 },
      ),
    ],
  },
  parameters: { ...pageStoryMeta.parameters, ...phone },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One category's first page, its tab marked, its filters beside it with counts, and a pager. */
export const CategoryListing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: 'Shea Butter Night Cream' });
    await expect(document.title).toBe('Shop - Bloom');
    const grid = canvas.getByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(skincare.length);
    const tabs = canvas.getByRole('navigation', { name: 'Categories' });
    await expect(within(tabs).getByRole('link', { name: 'Skincare' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const filters = canvas.getByRole('form', { name: 'Filters' });
    await expect(
      within(filters).getByRole('checkbox', { name: 'Oily (4 products)' }),
    ).toBeEnabled();
    await expect(canvas.getByText('14 products')).toBeVisible();
  },
};

/** A filtered, sorted listing: the choices checked, the order chosen, Clear all offered. */
export const Filtered: Story = {
  args: { path: filteredPath, mocks: [filteredMock] },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: oilySkincare[0]!.name });
    const filters = canvas.getByRole('form', { name: 'Filters' });
    await expect(within(filters).getByRole('checkbox', { name: /^Oily/ })).toBeChecked();
    await expect(within(filters).getByRole('checkbox', { name: /^Fragrance/ })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute(
      'href',
      '/products?category=Skincare&sort=price-asc',
    );
  },
};

/** Checking a value narrows the listing at once: its address, its products, its counts. */
export const ChoosingAFilterNarrowsTheListing: Story = {
  args: {
    path: '/products?category=Skincare',
    mocks: [
      productsPageMock({ category: 'SKINCARE', page: 1 }, { items: skincare, total: 14 }),
      productsPageMock(
        { category: 'SKINCARE', page: 1, filter: { skinTypes: ['OILY'] } },
        { items: oilySkincare, totalPages: 1, total: 4, facets: { onSale: 1 } },
      ),
    ],
  },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: 'Shea Butter Night Cream' });
    const oily = canvas.getByRole('checkbox', { name: /^Oily/ });
    await userEvent.click(oily);
    await waitFor(() => expect(canvas.getByText('4 products')).toBeVisible());
    await expect(canvas.getByRole('checkbox', { name: 'On sale (1 product)' })).toBeEnabled();
    await expect(oily).toHaveFocus();
  },
};

/** Filters that leave nothing: said so, with Clear all. */
export const FilteredWithoutResults: Story = {
  args: {
    path: '/products?category=Skincare&free=silicones&stock=1',
    mocks: [
      productsPageMock(
        { category: 'SKINCARE', page: 1, filter: { freeFrom: ['SILICONES'], inStock: true } },
        { items: [], totalPages: 0, total: 0 },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', {
      showing: 'No products match these filters',
    });
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/products?category=Skincare',
    );
  },
};

/** A misspelt search, corrected by the shop: it says what it searched for instead. */
export const CorrectedSearch: Story = {
  args: {
    path: '/products?search=seurm',
    mocks: [
      productsPageMock(
        { category: null, page: 1, search: 'seurm' },
        {
          items: sampleProducts.filter((product) => /serum/i.test(product.name)),
          totalPages: 1,
          searchedFor: 'serum',
        },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: 'Rose Glow Vitamin C Serum' });
    await expect(canvas.getByText('Showing results for “serum”')).toBeVisible();
  },
};

/** A search that matches nothing: the words are kept, and the whole shop is one click away. */
export const SearchWithoutResults: Story = {
  args: {
    path: '/products?search=sunscreen',
    mocks: [
      productsPageMock(
        { category: null, page: 1, search: 'sunscreen' },
        { items: [], totalPages: 0 },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: 'No products' });
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'sunscreen',
    );
    await expect(canvas.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** Phones: the filters wait behind "Filters (2 active)" above the results. */
export const FilteredOnAPhone: Story = {
  args: { path: filteredPath, mocks: [filteredMock] },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: oilySkincare[0]!.name });
    await expect(canvas.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Filters' })).toBeNull();
  },
};

/** The phone's sheet, open over the listing. */
export const FilterSheetOnAPhone: Story = {
  args: { path: filteredPath, mocks: [filteredMock] },
  globals: { viewport: { value: 'phone390' } },
  parameters: { screenshot: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = await pageShown(canvasElement, 'Shop', { showing: oilySkincare[0]!.name });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2 active)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('checkbox', { name: /^Oily/ })).toBeChecked();
  },
};
