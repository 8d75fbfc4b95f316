import { GraphQLError } from 'graphql';
import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { MockedResponse } from '@apollo/client/testing';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';
import {
  AdjustStockMutation,
  AdminProductQuery,
  CreateProductMutation,
  ProductChoicesQuery,
  UpdateProductMutation,
  UpdateProductTranslationMutation,
} from './productDocuments.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The product's Urdu text as the gateway answers it (version 0: never saved). */
function urduText(name: string | null, description: string | null, version = 0) {
  return { __typename: 'ProductTranslation', locale: 'UR', name, description, version };
}

/** One entry of a product's timeline, as the gateway answers it. */
function event(fields: Record<string, unknown>) {
  return {
    __typename: 'ProductEvent',
    reason: null,
    stockBefore: null,
    stockAfter: null,
    note: null,
    fields: null,
    orderId: null,
    at: '2026-11-20T10:00:00.000Z',
    by: { __typename: 'StaffRef', id: 'staff-owner', name: 'Owner Person' },
    ...fields,
  };
}

/** A timeline with one entry of every kind, a return's too. */
const everyKindOfEntry = [
  event({ id: 'e1', kind: 'CREATED', stockAfter: 12 }),
  event({ id: 'e2', kind: 'EDITED', fields: ['price', 'sale_price'] }),
  event({ id: 'e3', kind: 'STOCK', reason: 'RECEIVED', stockBefore: 12, stockAfter: 1200 }),
  event({
    id: 'e4',
    kind: 'STOCK',
    reason: 'RETURNED',
    stockBefore: 1200,
    stockAfter: 1201,
    orderId: 'BLM-7QX2',
    note: 'Unopened',
    by: null,
  }),
  event({ id: 'e5', kind: 'UNPUBLISHED' }),
];

/** The product page's product, as the gateway answers it. */
function product(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: 'p1',
    name: 'Rose Toner',
    description: 'A gentle toner.',
    // The gateway answers every language the shop translates into, null where untranslated.
    translations: [urduText(null, null)],
    category: 'SKINCARE',
    subCategory: 'Toners',
    price: 1200,
    salePrice: null,
    stock: 12,
    lowStockThreshold: 5,
    stockLevel: 'IN',
    published: true,
    latest: false,
    image: {
      __typename: 'ProductImage',
      file: 'rose-toner.svg',
      url: '/images/rose-toner.svg',
      alt: 'A bottle of rose toner',
      srcSet: null,
    },
    ingredients: ['Aqua', 'Rosa Damascena Flower Water'],
    freeFrom: ['FRAGRANCE', 'PARABENS'],
    derivedFreeFrom: ['FRAGRANCE', 'PARABENS'],
    skinTypes: ['DRY'],
    bundleContents: [],
    averageRating: 4.5,
    reviewCount: 2,
    version: 3,
    timeline: [event({ id: 'e1', kind: 'CREATED', stockAfter: 12 })],
    ...overrides,
  };
}

const productMock = (answer = product()): MockedResponse => ({
  request: { query: AdminProductQuery, variables: { id: 'p1' } },
  result: { data: { product: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const choicesMock: MockedResponse = {
  request: { query: ProductChoicesQuery, variables: { page: 1 } },
  result: { data: { products: { __typename: 'ProductPage', total: 0, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

test('a sale price not below the price is refused beside the field, nothing sent', async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [productMock()],
  });
  const salePrice = page.getByRole('textbox', { name: /^Sale price/ });
  await salePrice.fill('1200');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect
    .element(page.getByText('The sale price must be below the price (leave it empty for no sale).'))
    .toBeVisible();
  await expect.element(salePrice).toHaveAttribute('aria-invalid', 'true');
  await expect.element(salePrice).toHaveFocus();
  expect(await axeViolations()).toEqual([]);
});

test('a save someone else overtook says "changed since you opened it" and keeps what was typed', async () => {
  const sent: Record<string, unknown>[] = [];
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      productMock(),
      {
        request: {
          query: UpdateProductMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          errors: [
            new GraphQLError('This product was changed since you opened it.', {
              extensions: { code: 'CONFLICT', version: 4 },
            }),
          ],
        },
      },
    ],
  });
  const name = page.getByRole('textbox', { name: /^Name/ });
  await name.fill('Rose Toner Deluxe');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect
    .element(page.getByText('This product was changed since you opened it.'))
    .toBeVisible();
  await expect.element(name).toHaveValue('Rose Toner Deluxe');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    id: 'p1',
    version: 3,
    input: {
      name: 'Rose Toner Deluxe',
      price: 1200,
      salePrice: 0,
      ingredients: ['Aqua', 'Rosa Damascena Flower Water'],
      skinTypes: ['DRY'],
      image: { file: 'rose-toner.svg', alt: 'A bottle of rose toner' },
    },
  });
  // The tags the list allows, all still claimed: the api keeps deriving them.
  expect(sent[0]?.['input']).not.toHaveProperty('freeFrom');
});

test('a refusal naming a field is said beside it', async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      productMock(),
      {
        request: { query: UpdateProductMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('A product named "Aloe Gel" already exists.', {
              extensions: { code: 'CONFLICT', field: 'name' },
            }),
          ],
        },
      },
    ],
  });
  const name = page.getByRole('textbox', { name: /^Name/ });
  await name.fill('Aloe Gel');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect.element(name).toHaveAttribute('aria-invalid', 'true');
  await expect.element(name).toHaveAccessibleDescription(/already exists/);
});

test('"Adjust stock" sends the reason and units, and the page shows the new stock', async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      productMock(),
      {
        request: {
          query: AdjustStockMutation,
          variables: { input: { id: 'p1', reason: 'DAMAGED', quantity: 2, note: 'Dropped' } },
        },
        result: { data: { adjustStock: product({ stock: 10, version: 4 }) } },
      },
    ],
  });
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock of Rose Toner' });
  await dialog.getByRole('combobox', { name: /^Reason/ }).selectOptions('DAMAGED');
  await dialog.getByRole('textbox', { name: /^Units/ }).fill('2');
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Dropped');
  expect(await axeViolations()).toEqual([]);
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect.element(page.getByText('Stock of Rose Toner is now 10.')).toBeVisible();
  await expect.element(page.getByText(/^10 in stock/)).toBeVisible();
});

test('support sees the product read only: no form, no stock adjustment', async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('SUPPORT'),
    mocks: [productMock()],
  });
  await expect.element(page.getByRole('heading', { level: 1, name: 'Rose Toner' })).toBeVisible();
  await expect.element(page.getByText('Aqua, Rosa Damascena Flower Water')).toBeVisible();
  expect(page.getByRole('button', { name: 'Save product' }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: 'Adjust stock' }).elements()).toHaveLength(0);
  expect(page.getByRole('textbox').elements()).toHaveLength(0);
  await expect.element(page.getByText('Created with 12 in stock')).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});

test('a new product uploads its photo as raw bytes and is created with it and its alt text', async () => {
  const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe('/admin/images');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('image/png');
    return new Response(
      JSON.stringify({
        image: { file: 'u/ab12_800x600.webp', url: '/images/u/ab12_800x600.webp' },
      }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
  });
  const sent: Record<string, unknown>[] = [];
  const { location } = await renderAdmin('/admin/products/new', {
    staff: staffMember('MANAGER'),
    mocks: [
      choicesMock,
      {
        request: {
          query: CreateProductMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { createProduct: product({ name: 'Night Serum' }) } },
      },
      productMock(product({ name: 'Night Serum' })),
    ],
  });
  await page.getByRole('textbox', { name: /^Name/ }).fill('Night Serum');
  await page.getByRole('combobox', { name: /^Category/ }).selectOptions('SKINCARE');
  await page.getByRole('textbox', { name: /^Price/ }).fill('2500');
  await page.getByRole('textbox', { name: /^Stock to begin with/ }).fill('8');
  // No photo yet: said beside the uploader.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect.element(page.getByText('Upload a photo of the product.')).toBeVisible();

  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'serum.png', {
    type: 'image/png',
  });
  await page.getByLabelText('Drop a photo here or choose one').upload(png);
  await expect.poll(() => fetchSpy.mock.calls.length).toBe(1);
  await page.getByRole('textbox', { name: /^Alt text/ }).fill('A dropper bottle of night serum');
  expect(await axeViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect.element(page.getByText('Night Serum created.')).toBeVisible();
  expect(sent[0]).toMatchObject({
    stock: 8,
    input: {
      name: 'Night Serum',
      category: 'SKINCARE',
      price: 2500,
      image: { file: 'u/ab12_800x600.webp', alt: 'A dropper bottle of night serum' },
    },
  });
  await expect.poll(() => location()?.pathname).toBe('/products/p1');
});

const urduName = 'گلاب ٹونر';
const urduDescription = 'ہلکا پھلکا ٹونر، ہر جلد کے لیے۔';

test('a manager writes the Urdu name right to left beside the English, saves it, and sees it again after a reload', async () => {
  const sent: Record<string, unknown>[] = [];
  const saved = product({ translations: [urduText(urduName, null, 1)], version: 4 });
  const { screen } = await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      productMock(),
      {
        request: {
          query: UpdateProductTranslationMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { updateProductTranslation: saved } },
      },
    ],
  });
  const form = page.getByRole('form', { name: 'Urdu text of Rose Toner' });
  const english = form.getByRole('definition');
  await expect.element(english.filter({ hasText: 'Rose Toner' })).toBeVisible();
  await expect.element(english.filter({ hasText: 'A gentle toner.' })).toBeVisible();
  const name = form.getByRole('textbox', { name: /^Urdu name/ });
  const description = form.getByRole('textbox', { name: /^Urdu description/ });
  for (const field of [name, description]) {
    await expect.element(field).toHaveAttribute('dir', 'rtl');
    await expect.element(field).toHaveAttribute('lang', 'ur');
  }
  await expect.element(name).toHaveAccessibleDescription(/Leave empty to show the English name/);
  await expect.element(name).toHaveValue('');
  // Spaces around are trimmed; the empty description goes as null: the shop shows the English.
  await name.fill(`  ${urduName} `);
  expect(await axeViolations()).toEqual([]);
  await form.getByRole('button', { name: 'Save Urdu text' }).click();
  await expect.element(page.getByText('Urdu text of Rose Toner saved.')).toBeVisible();
  expect(sent).toEqual([
    {
      input: {
        productId: 'p1',
        locale: 'UR',
        name: urduName,
        description: null,
        expectedVersion: 0,
      },
    },
  ]);
  await expect.element(name).toHaveValue(urduName);
  await expect.element(description).toHaveValue('');

  // A reload: the page reads the product again and the form starts from its saved Urdu text.
  await screen.unmount();
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [productMock(product({ translations: [urduText(urduName, urduDescription)] }))],
  });
  await expect.element(page.getByRole('textbox', { name: /^Urdu name/ })).toHaveValue(urduName);
  await expect
    .element(page.getByRole('textbox', { name: /^Urdu description/ }))
    .toHaveValue(urduDescription);
});

test('an Urdu name past 200 characters is refused beside the field, nothing sent', async () => {
  const sent: unknown[] = [];
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      productMock(),
      {
        request: {
          query: UpdateProductTranslationMutation,
          variables: (variables: unknown) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: { updateProductTranslation: product() } },
      },
    ],
  });
  const name = page.getByRole('textbox', { name: /^Urdu name/ });
  await expect.element(name).toBeVisible();
  // The input's maxLength stops typing, not a pasted or scripted value: the schema checks too.
  name.element().removeAttribute('maxlength');
  await name.fill('ن'.repeat(201));
  await page.getByRole('button', { name: 'Save Urdu text' }).click();
  await expect.element(name).toHaveAttribute('aria-invalid', 'true');
  await expect.element(name).toHaveAccessibleDescription(/at most 200 characters/);
  await expect.element(name).toHaveFocus();
  expect(sent).toEqual([]);
  expect(await axeViolations()).toEqual([]);
});

test('a refused Urdu save is said above its button and keeps what was typed', async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      productMock(),
      {
        request: { query: UpdateProductTranslationMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('There is no product with this id.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ],
  });
  const description = page.getByRole('textbox', { name: /^Urdu description/ });
  await description.fill(urduDescription);
  await page.getByRole('button', { name: 'Save Urdu text' }).click();
  // In the form, above its button (a toast would not stay for the reader to find).
  await expect
    .element(
      page
        .getByRole('form', { name: 'Urdu text of Rose Toner' })
        .getByText('There is no product with this id.'),
    )
    .toBeVisible();
  await expect.element(description).toHaveValue(urduDescription);
});

test('an Urdu save someone else overtook says so, keeps what was typed, and offers to load theirs', async () => {
  const sent: Record<string, unknown>[] = [];
  const theirs = product({ translations: [urduText(urduName, urduDescription, 3)] });
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('MANAGER'),
    mocks: [
      // Opened at version 2; someone else saved version 3 meanwhile.
      {
        request: { query: AdminProductQuery, variables: { id: 'p1' } },
        result: { data: { product: product({ translations: [urduText('گلاب', null, 2)] }) } },
      },
      {
        request: {
          query: UpdateProductTranslationMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          errors: [
            new GraphQLError('This translation was changed since you opened it.', {
              extensions: { code: 'CONFLICT', version: 3 },
            }),
          ],
        },
      },
      {
        request: { query: AdminProductQuery, variables: { id: 'p1' } },
        result: { data: { product: theirs } },
      },
      {
        request: {
          query: UpdateProductTranslationMutation,
          variables: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            updateProductTranslation: product({
              translations: [urduText('میرا نام', urduDescription, 4)],
            }),
          },
        },
      },
    ],
  });
  const form = page.getByRole('form', { name: 'Urdu text of Rose Toner' });
  const name = form.getByRole('textbox', { name: /^Urdu name/ });
  const description = form.getByRole('textbox', { name: /^Urdu description/ });
  await expect.element(name).toHaveValue('گلاب');
  await name.fill('میرا نام');
  await form.getByRole('button', { name: 'Save Urdu text' }).click();
  await expect
    .element(form.getByText(/^Someone else saved this Urdu text since you opened it\./))
    .toBeVisible();
  await expect.element(name).toHaveValue('میرا نام');
  expect(sent).toEqual([
    {
      input: {
        productId: 'p1',
        locale: 'UR',
        name: 'میرا نام',
        description: null,
        expectedVersion: 2,
      },
    },
  ]);
  expect(await axeViolations()).toEqual([]);

  await form.getByRole('button', { name: 'Load their Urdu text' }).click();
  await expect.element(name).toHaveValue(urduName);
  await expect.element(description).toHaveValue(urduDescription);
  await expect.element(form.getByText(/^Someone else saved/)).not.toBeInTheDocument();
  expect(form.getByRole('button', { name: 'Load their Urdu text' }).elements()).toHaveLength(0);

  // Saved again on top of theirs: at their version, now accepted.
  await name.fill('میرا نام');
  await form.getByRole('button', { name: 'Save Urdu text' }).click();
  await expect.element(page.getByText('Urdu text of Rose Toner saved.')).toBeVisible();
  expect(sent[1]).toMatchObject({ input: { name: 'میرا نام', expectedVersion: 3 } });
});

test('support reads the Urdu text beside the English, with nothing to change', async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('SUPPORT'),
    mocks: [productMock(product({ translations: [urduText(urduName, null)] }))],
  });
  const name = page.getByText(urduName);
  await expect.element(name).toBeVisible();
  await expect.element(name).toHaveAttribute('dir', 'rtl');
  await expect.element(name).toHaveAttribute('lang', 'ur');
  await expect
    .element(page.getByText('Not translated: the shop shows the English description.'))
    .toBeVisible();
  expect(page.getByRole('button', { name: 'Save Urdu text' }).elements()).toHaveLength(0);
  expect(page.getByRole('textbox').elements()).toHaveLength(0);
  expect(await axeViolations()).toEqual([]);
});

test("a bundle's products are found by name from the whole catalogue, and a line keeps its choice while searching", async () => {
  const choice = (id: string, name: string) => ({
    __typename: 'ProductSummary',
    id,
    name,
    category: 'SKINCARE',
  });
  const answer = (
    search: string | undefined,
    items: ReturnType<typeof choice>[],
    total: number,
  ) => ({
    request: { query: ProductChoicesQuery, variables: { search, page: 1 } },
    result: { data: { products: { __typename: 'ProductPage', total, items } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });
  await renderAdmin('/admin/products/new', {
    staff: staffMember('MANAGER'),
    mocks: [
      answer(undefined, [choice('a', 'Aloe Gel')], 65),
      answer('neem', [choice('n', 'Neem Face Wash')], 1),
      answer('rose', [choice('r', 'Rose Toner')], 1),
    ],
  });
  await page.getByRole('combobox', { name: /^Category/ }).selectOptions('BUNDLE');
  const find = page.getByRole('searchbox', { name: /^Find products for the bundle/ });
  await expect.element(find).toHaveAccessibleDescription(/Listing 1 of 65 by name/);
  await page.getByRole('button', { name: 'Add a product to the bundle' }).click();
  await find.fill('neem');
  const first = page.getByRole('combobox', { name: 'Product 1' });
  await expect.element(first.getByRole('option', { name: 'Neem Face Wash' })).toBeInTheDocument();
  await first.selectOptions('n');
  // Another search: the first line still holds its product.
  await find.fill('rose');
  await expect.element(first.getByRole('option', { name: 'Rose Toner' })).toBeInTheDocument();
  await expect.element(first).toHaveValue('n');
  await expect.element(first.getByRole('option', { name: 'Neem Face Wash' })).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
});

test("a product's Urdu text is drawn in the Nastaliq face the back office ships, not the machine's fonts", async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('SUPPORT'),
    mocks: [productMock(product({ translations: [urduText(urduName, null)] }))],
  });
  const name = page.getByText(urduName);
  await expect.element(name).toBeVisible();
  expect(getComputedStyle(name.element()).fontFamily).toMatch(/^"Bloom Nastaliq Urdu"/);
  // The face itself arrives (from the app's own files) and holds the name's letters.
  await document.fonts.load(`16px "Bloom Nastaliq Urdu"`, urduName);
  expect(document.fonts.check(`16px "Bloom Nastaliq Urdu"`, urduName)).toBe(true);
  const face = [...document.fonts].find((each) => each.family.includes('Bloom Nastaliq Urdu'));
  expect(face?.status).toBe('loaded');
});

test('in Urdu the product page reads in Urdu: panels, stock, the form with its checks, the stock dialog, and a refusal said by its code', async () => {
  try {
    await renderAdmin('/admin/products/p1', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [
        productMock(),
        {
          request: { query: UpdateProductMutation, variables: () => true },
          result: {
            errors: [
              new GraphQLError('This product was changed since you opened it.', {
                extensions: { code: 'CONFLICT', version: 4 },
              }),
            ],
          },
        },
      ],
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Rose Toner' })).toBeVisible();
    // The name is the same in both languages: wait for Urdu words before asking the direction
    // (the Urdu catalogue may still be on its way when the product has come).
    await expect.element(page.getByText('شائع شدہ · 2 تبصرے')).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('link', { name: 'تمام مصنوعات' })).toBeVisible();
    await expect
      .element(page.getByText('اسٹاک میں 12 (اسٹاک موجود؛ 5 یا اس سے کم ہو تو کم اسٹاک)۔'))
      .toBeVisible();
    for (const panel of ['اسٹاک', 'تفصیلات', 'قیمت اور اسٹاک', 'تصویر', 'دکان میں', 'اردو']) {
      await expect.element(page.getByRole('heading', { name: panel, exact: true })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'Rose Toner میں ترمیم' });
    await expect.element(form.getByRole('textbox', { name: /^نام/ })).toHaveValue('Rose Toner');
    await expect.element(form.getByRole('combobox', { name: /^کیٹیگری/ })).toHaveValue('SKINCARE');
    await expect.element(form.getByRole('checkbox', { name: 'خشک' })).toBeChecked();
    await expect.element(form.getByRole('checkbox', { name: 'خوشبو سے پاک' })).toBeChecked();
    await expect
      .element(page.getByRole('textbox', { name: /^اردو نام/ }))
      .toHaveAttribute('dir', 'rtl');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    // The schema's message is a catalogue id, said in Urdu beside its field.
    const salePrice = form.getByRole('textbox', { name: /^سیل قیمت/ });
    await salePrice.fill('1200');
    await form.getByRole('button', { name: 'پروڈکٹ محفوظ کریں' }).click();
    await expect
      .element(salePrice)
      .toHaveAccessibleDescription(/سیل قیمت اصل قیمت سے کم ہونی چاہیے/);
    // The gateway's refusal: the sentence for its code in Urdu, its own words kept after it.
    await salePrice.fill('');
    await form.getByRole('button', { name: 'پروڈکٹ محفوظ کریں' }).click();
    await expect
      .element(form.getByText(/^یہ آپ کے کھولنے کے بعد بدل چکا ہے/))
      .toHaveTextContent('This product was changed since you opened it.');
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'اسٹاک درست کریں' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rose Toner کا اسٹاک درست کریں' });
    await expect.element(dialog).toHaveAccessibleDescription(/^ابھی اسٹاک میں 12۔/);
    const reason = dialog.getByRole('combobox', { name: /^وجہ/ });
    expect([...(reason.element() as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'وجہ منتخب کریں',
      'مال موصول ہوا (اضافہ)',
      'خراب ہو گیا (کمی)',
      'گنتی کی (اسٹاک یہی درج ہو گا)',
    ]);
    await dialog.getByRole('button', { name: 'اسٹاک محفوظ کریں' }).click();
    await expect.element(dialog.getByText('منتخب کریں کہ اسٹاک کیوں بدل رہا ہے۔')).toBeVisible();
    await expect.element(dialog.getByText('نگوں کی تعداد پورے عدد میں لکھیں۔')).toBeVisible();
    // Nothing inside sticks out sideways (a scrollbar would hide part of a field).
    expect(dialog.element().scrollWidth).toBeLessThanOrEqual(dialog.element().clientWidth);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("a product's timeline says each entry as the api always has", async () => {
  await renderAdmin('/admin/products/p1', {
    staff: staffMember('SUPPORT'),
    mocks: [productMock(product({ timeline: everyKindOfEntry }))],
  });
  const timeline = page.getByRole('list', { name: 'Product timeline' });
  for (const sentence of [
    'Created with 12 in stock',
    'Edited: price, sale_price',
    'Stock 12 → 1200 (received)',
    'Stock 1200 → 1201 (returned with order BLM-7QX2: Unopened)',
    'Unpublished',
  ]) {
    await expect.element(timeline).toHaveTextContent(sentence);
  }
});

test("in Urdu a product's timeline reads in Urdu, the order's number and the fields left to right", async () => {
  try {
    await renderAdmin('/admin/products/p1', {
      staff: staffMember('SUPPORT', { locale: 'UR' }),
      mocks: [productMock(product({ timeline: everyKindOfEntry }))],
    });
    const timeline = page.getByRole('list', { name: 'پروڈکٹ کی ٹائم لائن' });
    await expect.element(timeline).toHaveTextContent('12 اسٹاک کے ساتھ بنایا گیا');
    await expect
      .element(timeline)
      .toHaveTextContent('ترمیم: \u2066price\u2069, \u2066sale_price\u2069');
    await expect.element(timeline).toHaveTextContent('اسٹاک 12 سے 1200 ہوا (مال موصول ہوا)');
    await expect
      .element(timeline)
      .toHaveTextContent(
        'اسٹاک 1200 سے 1201 ہوا (آرڈر \u2066BLM-7QX2\u2069 کے ساتھ واپس آیا: Unopened)',
      );
    await expect.element(timeline).toHaveTextContent('اشاعت روک دی گئی');
    expect(timeline.element().textContent).not.toMatch(/Stock|Created|Edited|Unpublished/);
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu support reads the product in Urdu: details with skin types and free-from tags', async () => {
  try {
    await renderAdmin('/admin/products/p1', {
      staff: staffMember('SUPPORT', { locale: 'UR' }),
      mocks: [productMock()],
    });
    const details = page.getByLabelText('پروڈکٹ کی تفصیلات');
    await expect.element(details).toHaveTextContent('سکن کیئر / Toners');
    await expect.element(details).toHaveTextContent('\u2066Rs. 1,200.00\u2069');
    await expect.element(details).toHaveTextContent('کوئی سیل نہیں');
    await expect.element(details).toHaveTextContent('خشک');
    await expect.element(details).toHaveTextContent('خوشبو سے پاک، پیرابین سے پاک');
    await expect
      .element(page.getByText('ترجمہ نہیں ہوا: دکان میں انگریزی نام دکھایا جاتا ہے۔'))
      .toBeVisible();
    expect(await axeViolations()).toEqual([]);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test('in Urdu on a 390 px phone the product page and its stock dialog fit the screen', async () => {
  await page.viewport(390, 844);
  try {
    await renderAdmin('/admin/products/p1', {
      staff: staffMember('MANAGER', { locale: 'UR' }),
      mocks: [productMock()],
    });
    await expect.element(page.getByRole('form', { name: 'Rose Toner میں ترمیم' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: /^اردو نام/ })).toBeVisible();
    // The longer Urdu labels and hints wrap: nothing scrolls sideways.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'اسٹاک درست کریں' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rose Toner کا اسٹاک درست کریں' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().scrollWidth).toBeLessThanOrEqual(dialog.element().clientWidth);
    expect(dialog.element().getBoundingClientRect().right).toBeLessThanOrEqual(390);
    expect(await axeViolations()).toEqual([]);
  } finally {
    await page.viewport(1280, 800);
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});
