import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, renderAdmin, staffMember } from '../test/renderAdmin.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The import's report, as the gateway relays the api's. */
function report(dryRun: boolean) {
  return {
    dryRun,
    products: {
      created: ['Night Serum'],
      changed: [{ name: 'Rose Toner', fields: ['price', 'stock'] }],
      unchanged: 30,
    },
    coupons: { created: [], changed: [], unchanged: 2 },
  };
}

test('a pasted catalogue is tried first, listing what changes, then applied as tried', async () => {
  const calls: { url: string; body: string; type: string | null }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      url,
      body: String(init?.body),
      type: new Headers(init?.headers).get('content-type'),
    });
    return Response.json(report(url.endsWith('dryRun=true')));
  });
  await renderAdmin('/admin/catalogue', { staff: staffMember('MANAGER') });
  const json = '{"products":[],"coupons":[]}';
  await page.getByRole('textbox', { name: 'Or paste the catalogue JSON' }).fill(json);
  expect(page.getByRole('button', { name: 'Apply the import' }).elements()).toHaveLength(0);
  await page.getByRole('button', { name: 'Try it (dry run)' }).first().click();
  await expect.element(page.getByText('What the import would do')).toBeVisible();
  await expect
    .element(page.getByRole('list', { name: 'Products: new' }))
    .toHaveTextContent('Night Serum');
  await expect
    .element(page.getByRole('list', { name: 'Products: changed' }))
    .toHaveTextContent('Rose Toner: price, stock');
  expect(await axeViolations()).toEqual([]);
  await page.getByRole('button', { name: 'Apply the import' }).click();
  await expect.element(page.getByText('What the import did')).toBeVisible();
  expect(calls).toEqual([
    { url: '/admin/catalogue.json?dryRun=true', body: json, type: 'application/json' },
    { url: '/admin/catalogue.json?dryRun=false', body: json, type: 'application/json' },
  ]);
  await expect
    .element(page.getByRole('link', { name: 'Export products (CSV)' }))
    .toHaveAttribute('href', '/admin/products.csv');
});

test("a CSV with a bad row is refused with the api's sentence and cannot be applied", async () => {
  vi.spyOn(window, 'fetch').mockImplementation(async () =>
    Response.json(
      { error: 'Row 3, column sale_price: sale_price must be below price (0 for no sale).' },
      { status: 400 },
    ),
  );
  await renderAdmin('/admin/catalogue', { staff: staffMember('MANAGER') });
  const csv = new File(['name,price\r\nRose Toner,1200\r\n'], 'products.csv', { type: 'text/csv' });
  await page.getByLabelText('Products CSV file').upload(csv);
  await page.getByRole('button', { name: 'Try it (dry run)' }).nth(1).click();
  await expect.element(page.getByText(/^Row 3, column sale_price/)).toBeVisible();
  expect(page.getByRole('button', { name: 'Apply the import' }).elements()).toHaveLength(0);
});

test('support cannot open the imports', async () => {
  await renderAdmin('/admin/catalogue', { staff: staffMember('SUPPORT') });
  await expect.element(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});

test('in Urdu the imports read in Urdu, right to left: panels, the dry run and its report, a refusal without a sentence', async () => {
  try {
    let status = 200;
    vi.spyOn(window, 'fetch').mockImplementation(async (input) =>
      status === 200
        ? Response.json(report(String(input).endsWith('dryRun=true')))
        : new Response('', { status }),
    );
    await renderAdmin('/admin/catalogue', { staff: staffMember('MANAGER', { locale: 'UR' }) });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'درآمد و برآمد' }))
      .toBeVisible();
    expect(document.title).toBe('درآمد و برآمد - Bloom admin');
    expect(document.documentElement.dir).toBe('rtl');
    await expect.element(page.getByRole('heading', { name: 'کیٹلاگ JSON' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'مصنوعات برآمد کریں (CSV)' }))
      .toBeVisible();
    await page
      .getByRole('textbox', { name: 'یا کیٹلاگ JSON یہاں چسپاں کریں' })
      .fill('{"products":[],"coupons":[]}');
    await page.getByRole('button', { name: 'آزمائیں (کچھ نہیں بدلے گا)' }).first().click();
    await expect.element(page.getByRole('heading', { name: 'درآمد سے کیا ہو گا' })).toBeVisible();
    const products = page.getByRole('region', { name: 'مصنوعات', exact: true });
    await expect.element(products).toHaveTextContent('1 نئے، 1 تبدیل شدہ، 30 جوں کے توں۔');
    await expect
      .element(page.getByRole('list', { name: 'مصنوعات: نئے' }))
      .toHaveTextContent('Night Serum');
    await expect.element(page.getByRole('button', { name: 'درآمد لاگو کریں' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);

    status = 502;
    await page.getByRole('button', { name: 'آزمائیں (کچھ نہیں بدلے گا)' }).first().click();
    await expect.element(page.getByText('درآمد ناکام ہو گئی (HTTP 502)۔')).toBeVisible();
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("in Urdu a refused row or entry is named in Urdu, the api's words after it in brackets", async () => {
  const refusals: Record<string, string> = {
    '/admin/products.csv?dryRun=true':
      'Row 3, column sale_price: sale_price must be below price (0 for no sale).',
    '/admin/catalogue.json?dryRun=true': '"products[2].price" is required.',
  };
  vi.spyOn(window, 'fetch').mockImplementation(async (input) =>
    Response.json({ error: refusals[String(input)] }, { status: 400 }),
  );
  try {
    await renderAdmin('/admin/catalogue', { staff: staffMember('MANAGER', { locale: 'UR' }) });
    const csv = new File(['name,price\r\nRose Toner,1200\r\n'], 'products.csv', {
      type: 'text/csv',
    });
    await page.getByLabelText('مصنوعات CSV فائل').upload(csv);
    await page.getByRole('button', { name: 'آزمائیں (کچھ نہیں بدلے گا)' }).nth(1).click();
    await expect
      .element(
        page.getByText(
          'قطار 3، کالم sale_price کی وجہ سے فائل رد ہو گئی اور کچھ نہیں بدلا۔ (sale_price must be below price (0 for no sale).)',
        ),
      )
      .toBeVisible();

    await page
      .getByRole('textbox', { name: 'یا کیٹلاگ JSON یہاں چسپاں کریں' })
      .fill('{"products":[{},{},{}]}');
    await page.getByRole('button', { name: 'آزمائیں (کچھ نہیں بدلے گا)' }).first().click();
    await expect
      .element(
        page.getByText(
          'اندراج products[2].price کی وجہ سے فائل رد ہو گئی اور کچھ نہیں بدلا۔ ("products[2].price" is required.)',
        ),
      )
      .toBeVisible();
    expect(page.getByRole('button', { name: 'درآمد لاگو کریں' }).elements()).toHaveLength(0);
  } finally {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
});

test("in English a refused JSON entry reads as the api's sentence", async () => {
  vi.spyOn(window, 'fetch').mockImplementation(async () =>
    Response.json({ error: '"products[2].price" is required.' }, { status: 400 }),
  );
  await renderAdmin('/admin/catalogue', { staff: staffMember('MANAGER') });
  await page
    .getByRole('textbox', { name: 'Or paste the catalogue JSON' })
    .fill('{"products":[{},{},{}]}');
  await page.getByRole('button', { name: 'Try it (dry run)' }).first().click();
  await expect
    .element(page.getByText('"products[2].price" is required.', { exact: true }))
    .toBeVisible();
});
