/**
 * A product's text goes through the stored-text check (DESIGN.md, "Stored text") whichever way
 * it comes in: the back office's product form, the JSON catalogue import and the products CSV.
 * Direction overrides and terminal escapes are refused naming the field (and the entry or row);
 * a description keeps its line breaks and tabs; a NUL byte in a CSV cell is a 400, not a 500.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { call, productFormBody, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let manager: TestStaff;

beforeAll(async () => {
  manager = await signedInStaff(t.app, t.db, 'manager');
});

const tag = () => randomBytes(3).toString('hex');

/** A name that displays as "Rose Serum" followed by reversed text. */
const bidi = '\u202eRose Serum';
/** An ANSI escape that clears a terminal reading the log or an export. */
const escape = 'Rose \u001b[2JSerum';

const productsNamed = async (name: string) =>
  (await t.db.query('SELECT id FROM products WHERE name = $1', [name])).rowCount;

describe("the product's Urdu text in the back office", () => {
  it('refuses overrides and escapes in the name and description, saving nothing', async () => {
    const created = await call(t.app, 'POST', '/api/admin/products', {
      cookie: manager.cookie,
      body: productFormBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().product.id as string;
    const save = (body: Record<string, unknown>) =>
      call(t.app, 'POST', `/api/admin/products/${id}/translations/ur`, {
        cookie: manager.cookie,
        body: { name: null, description: null, expectedVersion: 0, ...body },
      });
    for (const body of [{ name: bidi }, { name: escape }, { description: bidi }]) {
      const refused = await save(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const stored = await t.db.query('SELECT 1 FROM product_translations WHERE product_id = $1', [
      id,
    ]);
    expect(stored.rowCount).toBe(0);
    // A description keeps its line breaks.
    expect((await save({ description: 'پہلی سطر\nدوسری سطر' })).statusCode).toBe(200);
  });
});

describe('the product form', () => {
  const create = (fields: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/admin/products', {
      cookie: manager.cookie,
      body: productFormBody(fields),
    });

  it('refuses direction overrides and control characters in every text field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: bidi }, '"name": cannot contain text-direction override characters'],
      [{ name: escape }, '"name": must be one line without control characters.'],
      [{ description: `Soft\u2066 text` }, '"description": cannot contain text-direction'],
      [{ description: `A\u0007bell` }, '"description": cannot contain control characters'],
      [{ subCategory: 'Serum\u001b' }, '"subCategory": must be one line'],
      [{ ingredients: ['Aqua', 'Parfum\u202d'] }, '"ingredients[1]": cannot contain'],
      [
        { image: { file: 'almond-milk-body-lotion.svg', alt: 'A\u202ebottle' } },
        '"image.alt": cannot contain',
      ],
    ];
    for (const [fields, error] of cases) {
      const reply = await create(fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json().error).toContain(error);
    }
    expect(await productsNamed(bidi)).toBe(0);
  });

  it('keeps line breaks and tabs in a description', async () => {
    const reply = await create({ description: 'Line one\n\tLine two' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().product.description).toBe('Line one\n\tLine two');
  });
});

describe('the JSON catalogue import', () => {
  const entry = (fields: Record<string, unknown>) => ({
    name: `Json Serum ${tag()}`,
    description: 'Imported.',
    category: 'Skincare',
    price: 800,
    image: 'almond-milk-body-lotion.svg',
    ...fields,
  });
  const importJson = (body: unknown) =>
    call(t.app, 'POST', '/api/admin/catalogue/import?dryRun=false', {
      cookie: manager.cookie,
      body,
    });

  it('refuses overrides and escapes naming the entry and field, writing nothing', async () => {
    const good = entry({});
    const cases: [Record<string, unknown>, string][] = [
      [{ name: bidi }, '"products[1].name": cannot contain text-direction override characters'],
      [{ name: escape }, '"products[1].name": must be one line without control characters.'],
      [{ description: 'A\u0007b' }, '"products[1].description": cannot contain control'],
      [{ translations: { ur: { name: 'گلاب\u202e' } } }, '"products[1].translations.ur.name"'],
    ];
    for (const [fields, error] of cases) {
      const reply = await importJson({ products: [good, entry(fields)] });
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json().error).toContain(error);
    }
    expect(await productsNamed(good.name)).toBe(0);
  });
});

describe('the products CSV import', () => {
  const header =
    'name,description,category,subcategory,price,sale_price,stock,low_stock_threshold,published,latest,image,image_alt,ingredients,free_from,skin_types,bundle_contents';
  const row = (cells: Partial<Record<string, string>>) =>
    Object.values({
      name: `Csv Serum ${tag()}`,
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
    }).join(',');
  const importCsv = (csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=false',
      headers: { 'content-type': 'text/csv', cookie: manager.cookie },
      payload: csv,
    });

  it('refuses a NUL byte with a 400 naming the row and column', async () => {
    const good = `Csv Good ${tag()}`;
    for (const column of ['name', 'description', 'image_alt', 'ingredients']) {
      const reply = await importCsv(
        `${header}\r\n${row({ name: good })}\r\n${row({ [column]: 'Rose\u0000Oil' })}\r\n`,
      );
      expect(reply.statusCode, column).toBe(400);
      expect(reply.json().error).toBe(
        `Row 3, column ${column}: cannot contain a NUL character (byte 0).`,
      );
    }
    expect(await productsNamed(good)).toBe(0);
  });

  it('refuses overrides and escapes naming the row and column', async () => {
    const cases: [Partial<Record<string, string>>, string][] = [
      [
        { name: bidi },
        'Row 2, column name: cannot contain text-direction override characters (U+202A–U+202E, U+2066–U+2069).',
      ],
      [{ name: escape }, 'Row 2, column name: must be one line without control characters.'],
      [{ description: 'Soft\u2067' }, 'Row 2, column description: cannot contain text-direction'],
      [{ subcategory: 'Serum\u001b' }, 'Row 2, column subcategory: must be one line'],
      [{ ingredients: 'Aqua | Parfum\u202a' }, 'Row 2, column ingredients: cannot contain'],
      [{ image_alt: 'A\u202ebottle' }, 'Row 2, column image_alt: cannot contain'],
    ];
    for (const [cells, error] of cases) {
      const reply = await importCsv(`${header}\r\n${row(cells)}\r\n`);
      expect(reply.statusCode, JSON.stringify(cells)).toBe(400);
      expect(reply.json().error).toContain(error);
    }
  });
});
