/**
 * The back office's catalogue files: the JSON import's dry run listing creates and changes
 * without writing, then its run with timeline entries and activity rows; the products CSV
 * export and import round trip; one bad row refusing the whole file naming row and column; who
 * may import and export.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let manager: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  [manager, support] = await Promise.all([
    signedInStaff(t.app, t.db, 'manager'),
    signedInStaff(t.app, t.db, 'support'),
  ]);
});

const tag = () => randomBytes(3).toString('hex');

const entry = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  description: 'Imported.',
  category: 'Haircare',
  subCategory: 'Oil',
  price: 800,
  sale_price: 0,
  stock: 7,
  image: 'almond-milk-body-lotion.svg',
  ingredients: ['Cocos Nucifera Oil', 'Parfum'],
  ...fields,
});

const importJson = (body: unknown, dryRun: boolean, cookie = manager.cookie) =>
  call(t.app, 'POST', `/api/admin/catalogue/import?dryRun=${dryRun}`, { cookie, body });

const importCsv = (csv: string, dryRun: boolean, cookie = manager.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { 'content-type': 'text/csv', cookie },
    payload: csv,
  });

const exportCsv = (cookie = manager.cookie) =>
  t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers: { cookie } });

const productByName = async (name: string) =>
  (
    await t.db.query<{
      id: string;
      price_paisa: number;
      stock: number;
      version: number;
      published: boolean;
    }>('SELECT id, price_paisa, stock, version, published FROM products WHERE name = $1', [name])
  ).rows[0];

describe('the JSON catalogue import from the back office', () => {
  it('lists what a dry run would create and change, writes nothing, then applies it', async () => {
    const kept = `Kept Oil ${tag()}`;
    const moved = `Moved Oil ${tag()}`;
    const fresh = `Fresh Oil ${tag()}`;
    const couponCode = `IMP${tag()}`.toUpperCase();
    const first = await importJson({ products: [entry(kept), entry(moved)] }, false);
    expect(first.statusCode, first.body).toBe(200);
    const movedBefore = await productByName(moved);

    const file = {
      products: [entry(kept), entry(moved, { price: 950, stock: 3 }), entry(fresh)],
      coupons: [{ code: couponCode.toLowerCase(), kind: 'percent', value: 15 }],
    };
    const dry = await importJson(file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({
      dryRun: true,
      products: {
        created: [fresh],
        changed: [{ name: moved, fields: ['price', 'stock'] }],
        unchanged: 1,
      },
      coupons: { created: [couponCode], changed: [], unchanged: 0 },
    });
    expect(await productByName(fresh)).toBeUndefined();
    expect(await productByName(moved)).toEqual(movedBefore);

    const applied = await importJson(file, false);
    expect(applied.json()).toMatchObject({ dryRun: false, products: { created: [fresh] } });
    const after = await productByName(moved);
    expect(after).toMatchObject({
      price_paisa: 95_000,
      stock: 3,
      version: movedBefore!.version + 1,
    });
    const product = await call(t.app, 'GET', `/api/admin/products/${after!.id}`, {
      cookie: manager.cookie,
    });
    expect(
      product.json().product.timeline.map((event: { summary: string }) => event.summary),
    ).toEqual(['Created with 7 in stock', 'Edited: price', 'Stock 7 → 3 (import)']);
    const rows = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM activity WHERE entity_id = $1 ORDER BY id`,
      [after!.id],
    );
    expect(rows.rows.at(-1)).toEqual({
      action: 'product.import',
      before: { price: 800, stock: 7 },
      after: { price: 950, stock: 3 },
    });
    const again = await importJson(file, true);
    expect(again.json().products).toEqual({ created: [], changed: [], unchanged: 3 });
  });

  it('takes a file larger than the 100 KB every other JSON body is held to', async () => {
    const products = Array.from({ length: 300 }, (_, index) =>
      entry(`Bulk Oil ${tag()} ${index}`, { description: 'x'.repeat(400) }),
    );
    const body = JSON.stringify({ products });
    expect(body.length).toBeGreaterThan(100 * 1024);
    const reply = await importJson({ products }, true);
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.json().products.created).toHaveLength(300);
  });

  it('refuses a bad entry naming it, writing nothing, and refuses support', async () => {
    const name = `Bad Oil ${tag()}`;
    const bad = await importJson(
      { products: [entry(name), entry(`${name} 2`, { sale_price: 900 })] },
      false,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('"products[1]": sale_price must be below price (0 for no sale).');
    expect(await productByName(name)).toBeUndefined();
    const refused = await importJson({ products: [entry(name)] }, false, support.cookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('products as CSV', () => {
  it('exports every product in the documented columns and imports the same file back unchanged', async () => {
    const name = `=cmd|' /C calc'!A0 ${tag()}`;
    await importJson(
      {
        products: [
          entry(name, { ingredients: ['Aqua', '1,2-Hexanediol'], skinTypes: ['dry', 'oily'] }),
        ],
      },
      false,
    );
    const exported = await exportCsv();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = exported.body.split('\r\n');
    expect(header).toBe(
      'name,description,category,subcategory,price,sale_price,stock,low_stock_threshold,published,latest,image,image_alt,ingredients,free_from,skin_types,bundle_contents',
    );
    const line = lines.find((each) => each.includes('calc'))!;
    // A formula-like name is neutralised for spreadsheets, and lists joined by " | ".
    expect(line.startsWith(`'=cmd|' /C calc'!A0`)).toBe(true);
    expect(line).toContain('Aqua | 1,2-Hexanediol');
    expect(line).toContain('dry | oily');

    const dry = await importCsv(exported.body, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().products).toMatchObject({ created: [], changed: [] });
    expect(dry.json().products.unchanged).toBe(lines.filter((each) => each !== '').length);
  });

  it('takes the CSV as text/csv only (415 otherwise), writing nothing', async () => {
    const name = `Plain Mist ${tag()}`;
    const csv =
      'name,description,category,subcategory,price,sale_price,stock,low_stock_threshold,published,latest,image,image_alt,ingredients,free_from,skin_types,bundle_contents\r\n' +
      `${name},A mist,Body Care,Mist,650.00,0,20,8,true,false,almond-milk-body-lotion.svg,A bottle,Aqua,,normal,\r\n`;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { 'content-type': 'text/plain', cookie: manager.cookie },
      payload: csv,
    });
    expect(reply.statusCode).toBe(415);
    expect(await productByName(name)).toBeUndefined();
  });

  it('creates and changes products from a CSV, with published, threshold and alt text', async () => {
    const name = `Csv Mist ${tag()}`;
    const header =
      'name,description,category,subcategory,price,sale_price,stock,low_stock_threshold,published,latest,image,image_alt,ingredients,free_from,skin_types,bundle_contents';
    const row = (price: string, published: string) =>
      `${name},A mist,Body Care,Mist,${price},0,20,8,${published},false,almond-milk-body-lotion.svg,A tall bottle,Aqua | Glycerin,,normal,`;
    const created = await importCsv(`${header}\r\n${row('650.00', 'false')}\r\n`, false);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().products.created).toEqual([name]);
    const product = await productByName(name);
    expect(product).toMatchObject({ price_paisa: 65_000, published: false });
    const shown = await call(t.app, 'GET', `/api/admin/products/${product!.id}`, {
      cookie: manager.cookie,
    });
    expect(shown.json().product).toMatchObject({
      lowStockThreshold: 8,
      image: { alt: 'A tall bottle' },
      freeFrom: ['fragrance', 'parabens', 'sulfates', 'alcohol', 'silicones'],
    });
    const changed = await importCsv(`${header}\r\n${row('700', 'true')}\r\n`, false);
    expect(changed.json().products.changed).toEqual([{ name, fields: ['price', 'published'] }]);
  });

  it('rejects the whole file for one bad row, naming its row and column', async () => {
    const header =
      'name,description,category,subcategory,price,sale_price,stock,low_stock_threshold,published,latest,image,image_alt,ingredients,free_from,skin_types,bundle_contents';
    const good = `Csv Good ${tag()}`;
    const line = (name: string, cells: Partial<Record<string, string>> = {}) => {
      const values = {
        name,
        description: 'x',
        category: 'Skincare',
        subcategory: 'Serum',
        price: '500',
        sale_price: '0',
        stock: '1',
        low_stock_threshold: '5',
        published: 'true',
        latest: 'false',
        image: 'almond-milk-body-lotion.svg',
        image_alt: '',
        ingredients: 'Aqua',
        free_from: '',
        skin_types: '',
        bundle_contents: '',
        ...cells,
      };
      return Object.values(values).join(',');
    };
    const cases: [string, string][] = [
      [
        line('Csv Bad A', { sale_price: '600' }),
        'Row 3, column sale_price: sale_price must be below price (0 for no sale).',
      ],
      [
        line('Csv Bad B', { price: 'cheap' }),
        'Row 3, column price: must be a number, like 1250.00.',
      ],
      [
        line('Csv Bad C', { category: 'Perfume' }),
        'Row 3, column category: Invalid option: expected one of "Skincare"|"Haircare"|"Body Care"|"Cosmetics"|"Bundle".',
      ],
      [
        line('Csv Bad D', { published: 'maybe' }),
        'Row 3, column published: must be true or false.',
      ],
      [
        line('Csv Bad E', { skin_types: 'dry | scaly' }),
        'Row 3, column skin_types: skinTypes must be one of dry, oily, combination, sensitive, normal.',
      ],
      [
        line('Csv Bad F', { ingredients: 'Aqua | Parfum', free_from: 'fragrance' }),
        'Row 3, column free_from: "Csv Bad F" cannot be fragrance-free: its ingredients list "Parfum".',
      ],
    ];
    for (const [bad, error] of cases) {
      const reply = await importCsv(`${header}\r\n${line(good)}\r\n${bad}\r\n`, false);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json().error).toBe(error);
    }
    expect(await productByName(good)).toBeUndefined();
    const noHeader = await importCsv('name,price\r\nA,1\r\n', false);
    expect(noHeader.json().error).toBe('The header row has no column "description".');
  });

  it('lets only export read the CSV and only catalog:write import it', async () => {
    expect((await exportCsv(support.cookie)).statusCode).toBe(403);
    const refused = await importCsv('name\r\n', true, support.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Your role (support) does not have the catalog:write permission.',
    );
  });
});
