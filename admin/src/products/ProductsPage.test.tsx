import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import { AdminProductsQuery, SetProductsPublishedMutation } from './productDocuments.ts';

/** A row of the products list. */
function productRow(id: string, name: string, published = true) {
  return {
    __typename: 'ProductSummary',
    id,
    name,
    category: 'SKINCARE',
    price: 1200,
    salePrice: null as number | null,
    stock: 3,
    stockLevel: 'LOW',
    published,
    createdAt: '2026-11-20T09:30:00.000Z',
    version: 1,
  };
}

/** The list's answer for `variables`. */
function productsMock(
  variables: Record<string, unknown>,
  rows: ReturnType<typeof productRow>[],
  total = rows.length,
): MockedResponse {
  return {
    request: { query: AdminProductsQuery, variables },
    result: {
      data: { products: { __typename: 'ProductPage', total, page: 1, pageSize: 50, items: rows } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

test('search, category, stock, published and sort come from the URL and go to the query; a heading sorts', async () => {
  const { location } = await renderAdmin(
    '/admin/products?search=rose&category=SKINCARE&stock=LOW&published=no&sort=price&direction=desc&page=2',
    {
      staff: staffMember('MANAGER'),
      mocks: [
        productsMock(
          {
            filter: { search: 'rose', category: 'SKINCARE', stock: 'LOW', published: false },
            sort: 'PRICE',
            direction: 'DESC',
            page: 2,
          },
          [productRow('p1', 'Rose Toner', false)],
          51,
        ),
        productsMock(
          {
            filter: { category: 'SKINCARE', stock: 'LOW', published: false },
            sort: 'PRICE',
            direction: 'DESC',
            page: 1,
          },
          [productRow('p2', 'Aloe Gel', false)],
        ),
        productsMock(
          {
            filter: { category: 'SKINCARE', stock: 'LOW', published: false },
            sort: 'NAME',
            direction: 'ASC',
            page: 1,
          },
          [productRow('p3', 'Neem Wash', false)],
        ),
      ],
    },
  );
  await expect.element(page.getByRole('link', { name: 'Rose Toner' })).toBeVisible();
  await expect.element(page.getByText('51 results')).toBeVisible();
  await expect.element(page.getByRole('table').getByText('Low stock')).toBeVisible();
  expect(document.title).toBe('Products - Bloom admin');

  await expect
    .element(page.getByRole('columnheader', { name: 'Price' }))
    .toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('searchbox', { name: /^Search/ }).fill('');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect.element(page.getByRole('link', { name: 'Aloe Gel' })).toBeVisible();
  expect(Object.fromEntries(new URLSearchParams(location()?.search))).toEqual({
    category: 'SKINCARE',
    stock: 'LOW',
    published: 'no',
    sort: 'price',
    direction: 'desc',
  });
  // The name's heading sorts A to Z.
  await page.getByRole('button', { name: 'Product' }).click();
  await expect.element(page.getByRole('link', { name: 'Neem Wash' })).toBeVisible();
  expect(new URLSearchParams(location()?.search).get('sort')).toBe('name');
  expect(await axeViolations()).toEqual([]);
});

const firstPage = { filter: {}, sort: 'NEWEST', direction: 'DESC', page: 1 };

test('bulk "Unpublish" sends the selected products and says how many changed', async () => {
  await renderAdmin('/admin/products', {
    staff: staffMember('MANAGER'),
    mocks: [
      productsMock(firstPage, [productRow('p1', 'Rose Toner'), productRow('p2', 'Aloe Gel')]),
      {
        request: {
          query: SetProductsPublishedMutation,
          variables: { input: { ids: ['p1', 'p2'], published: false } },
        },
        result: {
          data: {
            setProductsPublished: [
              { __typename: 'ProductSummary', id: 'p1', published: false, version: 2 },
              { __typename: 'ProductSummary', id: 'p2', published: false, version: 2 },
            ],
          },
        },
      },
    ],
  });
  await page.getByRole('checkbox', { name: 'Select Rose Toner' }).click();
  await page.getByRole('checkbox', { name: 'Select Aloe Gel' }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect.element(page.getByText('2 products unpublished.')).toBeVisible();
  await expect.element(page.getByRole('checkbox', { name: 'Select Rose Toner' })).not.toBeChecked();
});

test('support reads the list without bulk actions nor "New product"', async () => {
  await renderAdmin('/admin/products', {
    staff: staffMember('SUPPORT'),
    mocks: [productsMock(firstPage, [productRow('p1', 'Rose Toner')])],
  });
  await expect.element(page.getByRole('link', { name: 'Rose Toner' })).toBeVisible();
  expect(page.getByRole('checkbox').elements()).toHaveLength(0);
  expect(page.getByRole('link', { name: 'New product' }).elements()).toHaveLength(0);
});

test('in Urdu the products list reads in Urdu, right to left: heading, filters, columns, stock badges, money and bulk publishing', async () => {
  try {
    await renderAdmin('/admin/products', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        productsMock(firstPage, [
          { ...productRow('p1', 'Rose Toner'), salePrice: 999 },
          { ...productRow('p2', 'Aloe Gel', false), stock: 0, stockLevel: 'OUT' },
        ]),
        {
          request: {
            query: SetProductsPublishedMutation,
            variables: { input: { ids: ['p2'], published: true } },
          },
          result: {
            data: {
              setProductsPublished: [
                { __typename: 'ProductSummary', id: 'p2', published: true, version: 2 },
              ],
            },
          },
        },
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'مصنوعات' })).toBeVisible();
    expect(document.title).toBe('مصنوعات - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('link', { name: 'نئی پروڈکٹ' })).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: /^تلاش/ })).toBeVisible();
    const category = page.getByRole('combobox', { name: 'کیٹیگری' });
    await expect.element(category).toBeVisible();
    expect((category.element() as HTMLSelectElement).options[1]?.text).toBe('سکن کیئر');
    await expect.element(page.getByRole('combobox', { name: 'اسٹاک' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'اشاعت' })).toBeVisible();
    await expect.element(page.getByText('2 نتائج')).toBeVisible();
    // The sortable headings are buttons named in Urdu.
    await expect.element(page.getByRole('button', { name: 'قیمت' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'پروڈکٹ' })).toBeVisible();
    const rose = page.getByRole('row', { name: /Rose Toner/ });
    await expect.element(rose).toHaveTextContent('سکن کیئر');
    await expect.element(rose).toHaveTextContent('کم اسٹاک');
    await expect
      .element(rose)
      .toHaveTextContent('\u2066Rs. 999.00\u2069 (پہلے \u2066Rs. 1,200.00\u2069)');
    const aloe = page.getByRole('row', { name: /Aloe Gel/ });
    await expect.element(aloe).toHaveTextContent('اسٹاک ختم');
    await expect.element(aloe).toHaveTextContent('غیر شائع شدہ');
    // Right to left: the name is the rightmost column.
    const name = page.getByRole('rowheader', { name: 'Rose Toner' }).element();
    const added = rose.element().querySelector('td:last-child')!;
    expect(name.getBoundingClientRect().left).toBeGreaterThan(added.getBoundingClientRect().left);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('checkbox', { name: 'Aloe Gel منتخب کریں' }).click();
    await page.getByRole('button', { name: 'شائع کریں' }).click();
    await expect.element(page.getByText('1 پروڈکٹ شائع ہو گئی۔')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu on a 390 px phone each product is a card on the screen, nothing sideways', async () => {
  await page.viewport(390, 844);
  try {
    await renderAdmin('/admin/products', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [productsMock(firstPage, [productRow('p1', 'Rose Toner')])],
    });
    const name = page.getByRole('rowheader', { name: 'Rose Toner' });
    await expect.element(name).toBeVisible();
    const card = name.element().closest('tr')!;
    for (const cell of card.querySelectorAll('td')) {
      const box = cell.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    await expect
      .element(page.getByRole('row', { name: /Rose Toner/ }))
      .toHaveTextContent('کم اسٹاک');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(await axeViolations()).toEqual([]);
  } finally {
    await page.viewport(1280, 800);
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
