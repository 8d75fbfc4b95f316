/**
 * The catalogue in Urdu (issue 24): `?lang=ur` on every catalogue read, field-by-field fallback to
 * English, caches that keep the languages apart, Urdu search, translations in the import file,
 * and the seed's Urdu.
 */
import { describe, expect, it } from 'vitest';
import { post, useTestApp } from '../../test/helpers.ts';
import { signedInStaff } from '../../test/staff.ts';
import { importCatalog } from '../catalog/catalog.ts';
import { readSeedCatalogue } from '../seed/seed.ts';

const t = useTestApp();

const toner = {
  name: 'Rose Water Toner',
  description: 'A gentle alcohol-free toner with Damask rose water.',
  category: 'Skincare',
  subCategory: 'Toner',
  price: 1450,
  image: 'rose-water-toner.svg',
  latest: true,
  translations: {
    ur: {
      name: 'روز واٹر ٹونر',
      description: 'دمشقی گلاب کے عرق والا نرم، الکوحل سے پاک ٹونر۔',
    },
  },
};
const serum = {
  name: 'Vitamin C Brightening Serum',
  description: 'Fifteen percent vitamin C for a brighter tone.',
  category: 'Skincare',
  subCategory: 'Serum',
  price: 3200,
  image: 'vitamin-c-brightening-serum.svg',
  latest: true,
  // Only a name: the description falls back to English.
  translations: { ur: { name: 'وٹامن سی برائٹننگ سیرم' } },
};
const cleanser = {
  name: 'Oat Milk Gentle Cleanser',
  description: 'A creamy cleanser.',
  category: 'Skincare',
  subCategory: 'Cleanser',
  price: 1800,
  image: 'oat-milk-gentle-cleanser.svg',
  // Only a description, naming an INCI ingredient in Latin script.
  translations: { ur: { description: 'حساس جلد کے لیے Ferulic Acid والا کریمی کلینزر۔' } },
};
const untranslated = {
  name: 'Green Tea Foaming Cleanser',
  description: 'A fresh gel-to-foam wash.',
  category: 'Skincare',
  subCategory: 'Cleanser',
  price: 1650,
  image: 'green-tea-foaming-cleanser.svg',
};
const bundle = {
  name: 'Glow Starter Kit',
  description: 'Everything for a simple glowing routine.',
  category: 'Bundle',
  subCategory: 'Skincare Set',
  price: 5000,
  image: 'glow-starter-kit.svg',
  contents: [{ name: 'Rose Water Toner' }, { name: 'Green Tea Foaming Cleanser' }],
  translations: { ur: { name: 'گلو اسٹارٹر کٹ', description: 'نکھری جلد کے لیے سب کچھ۔' } },
};
const labels = {
  ur: {
    categories: { Skincare: 'جلد کی دیکھ بھال', Bundle: 'بنڈل' },
    subCategories: { Toner: 'ٹونر', Serum: 'سیرم' },
  },
};

let ids: Record<string, string> = {};

async function load() {
  await importCatalog(t.db, {
    products: [toner, serum, cleanser, untranslated, bundle],
    labels,
  });
  const rows = await t.db.query<{ id: string; name: string }>('SELECT id, name FROM products');
  ids = Object.fromEntries(rows.rows.map((row) => [row.name, row.id]));
}

type WireProduct = {
  id: string;
  name: string;
  description: string;
  image: { name: string };
  bundleContents?: { name: string }[];
};
const byName = (products: WireProduct[], name: string) =>
  products.find((product) => product.id === ids[name])!;

describe('?lang= on the catalogue reads', () => {
  it('answers in Urdu, each field falling back to English on its own', async () => {
    await load();
    const one = await post(t.app, '/api/products/getProductById?lang=ur', { id: ids[toner.name] });
    expect(one.statusCode).toBe(200);
    expect(one.json().product).toMatchObject({
      name: 'روز واٹر ٹونر',
      description: 'دمشقی گلاب کے عرق والا نرم، الکوحل سے پاک ٹونر۔',
      image: { name: 'روز واٹر ٹونر' },
    });

    const many = await post(t.app, '/api/products/getProductsByIds?lang=ur', {
      ids: [ids[serum.name], ids[cleanser.name], ids[untranslated.name], ids[bundle.name]],
    });
    const products = many.json().productData as WireProduct[];
    expect(byName(products, serum.name)).toMatchObject({
      name: 'وٹامن سی برائٹننگ سیرم',
      description: serum.description,
    });
    expect(byName(products, cleanser.name)).toMatchObject({
      name: cleanser.name,
      description: cleanser.translations.ur.description,
    });
    expect(byName(products, untranslated.name)).toMatchObject({
      name: untranslated.name,
      description: untranslated.description,
    });
    expect(
      byName(products, bundle.name)
        .bundleContents!.map((item) => item.name)
        .sort(),
    ).toEqual([untranslated.name, 'روز واٹر ٹونر'].sort());

    const latest = await post(t.app, '/api/products/getLatestPRoducts?lang=ur');
    expect(
      latest
        .json()
        .productData.map((product: WireProduct) => product.name)
        .sort(),
    ).toEqual(['روز واٹر ٹونر', 'وٹامن سی برائٹننگ سیرم'].sort());
  });

  it('answers in English when lang is left out or en', async () => {
    for (const url of ['/api/products/getProductById', '/api/products/getProductById?lang=en']) {
      const reply = await post(t.app, url, { id: ids[toner.name] });
      expect(reply.json().product).toMatchObject({
        name: toner.name,
        description: toner.description,
      });
    }
  });

  it.each([
    ['/api/products/getProducts?lang=fr', undefined],
    ['/api/products/getProducts?lang=UR', undefined],
    ['/api/products/getProducts?lang=ur&lang=en', undefined],
    ['/api/products/getProductById?lang=urdu', 'id'],
    ['/api/products/getProductsByIds?lang=', 'ids'],
    ['/api/products/getSuggestions?lang=de', 'term'],
    ['/api/products/getLatestPRoducts?lang=de', undefined],
    ['/api/products/getCategories?lang=ar', undefined],
  ])('refuses %s with a 400 sentence', async (url, field) => {
    const body =
      field === 'id'
        ? { id: ids[toner.name] }
        : field === 'ids'
          ? { ids: [ids[toner.name]] }
          : field === 'term'
            ? { term: 'rose' }
            : undefined;
    const before = await t.db.query('SELECT version FROM shop_version');
    const reply = await post(t.app, url, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('"lang": must be en (English, the default) or ur (Urdu).');
    expect((await t.db.query('SELECT version FROM shop_version')).rows).toEqual(before.rows);
  });

  it('keeps the languages apart in the listing caches, and a translation change shows at once', async () => {
    const page = async (lang: string) => {
      const reply = await post(t.app, `/api/products/getProducts?category=Skincare&lang=${lang}`);
      expect(reply.statusCode).toBe(200);
      return (reply.json().productData as WireProduct[]).map((product) => product.name);
    };
    // Each read twice: the second comes from the remembered page.
    for (let i = 0; i < 2; i += 1) {
      expect(await page('ur')).toContain('روز واٹر ٹونر');
      expect(await page('en')).toContain(toner.name);
      expect(await page('en')).not.toContain('روز واٹر ٹونر');
    }
    const shopBefore = await t.db.query<{ version: string }>('SELECT version FROM shop_version');
    await t.db.query(
      `UPDATE product_translations SET name = 'گلاب ٹونر' WHERE product_id = $1 AND language = 'ur'`,
      [ids[toner.name]],
    );
    const shopAfter = await t.db.query<{ version: string }>('SELECT version FROM shop_version');
    expect(Number(shopAfter.rows[0]!.version)).toBeGreaterThan(Number(shopBefore.rows[0]!.version));
    expect(await page('ur')).toContain('گلاب ٹونر');

    // Searches too: an Urdu term finds nothing in English, and its Urdu result is not reused.
    const search = async (lang: string, term: string) => {
      const reply = await post(
        t.app,
        `/api/products/getProducts?lang=${lang}&search=${encodeURIComponent(term)}`,
      );
      return (reply.json().productData as WireProduct[]).map((product) => product.id);
    };
    expect(await search('ur', 'گلاب')).toEqual([ids[toner.name]]);
    expect(await search('en', 'گلاب')).toEqual([]);
    expect(await search('ur', 'گلاب')).toEqual([ids[toner.name]]);
    await t.db.query(
      `UPDATE product_translations SET name = 'روز واٹر ٹونر' WHERE product_id = $1`,
      [ids[toner.name]],
    );
  });
});

describe('Urdu search', () => {
  const listing = async (query: string) => {
    const reply = await post(t.app, `/api/products/getProducts?${query}`);
    expect(reply.statusCode).toBe(200);
    return (reply.json().productData as WireProduct[]).map((product) => product.id);
  };

  it('finds an Urdu word of a name or description, and a Latin INCI word of an Urdu description', async () => {
    expect(await listing(`lang=ur&search=${encodeURIComponent('سیرم')}`)).toEqual([
      ids[serum.name],
    ]);
    // A word of the description only, and two words apart (full text, `simple` configuration).
    expect(await listing(`lang=ur&search=${encodeURIComponent('الکوحل ٹونر')}`)).toEqual([
      ids[toner.name],
    ]);
    expect(await listing('lang=ur&search=ferulic')).toEqual([ids[cleanser.name]]);
    // In English only the English names are searched.
    expect(await listing('search=ferulic')).toEqual([]);
    // English words still match in Urdu.
    expect(await listing('lang=ur&search=green%20tea')).toEqual([ids[untranslated.name]]);
  });

  it('finds them in narrowed and re-sorted listings too, with facet counts to match', async () => {
    const reply = await post(
      t.app,
      `/api/products/getProducts?lang=ur&sort=price-asc&search=${encodeURIComponent('گلاب')}`,
    );
    expect(reply.json().productData.map((product: WireProduct) => product.id)).toEqual([
      ids[toner.name],
    ]);
    expect(reply.json().total).toBe(1);
  });

  it('suggests by Urdu text, and keeps English suggestions apart', async () => {
    const suggest = async (term: string, lang?: string) => {
      const reply = await post(
        t.app,
        `/api/products/getSuggestions${lang ? `?lang=${lang}` : ''}`,
        { term },
      );
      expect(reply.statusCode).toBe(200);
      return reply.json().products as WireProduct[];
    };
    const urdu = await suggest('روز', 'ur');
    expect(urdu.map((product) => product.name)).toEqual(['روز واٹر ٹونر']);
    expect(await suggest('روز')).toEqual([]);
    expect((await suggest('rose', 'ur')).map((product) => product.name)).toEqual(['روز واٹر ٹونر']);
    expect((await suggest('rose')).map((product) => product.name)).toEqual([toner.name]);
    expect((await suggest('Ferulic', 'ur')).map((product) => product.id)).toEqual([
      ids[cleanser.name],
    ]);
  });
});

describe('POST /api/products/getCategories', () => {
  it('names categories and subcategories in the language asked, English where untranslated', async () => {
    const urdu = await post(t.app, '/api/products/getCategories?lang=ur');
    expect(urdu.statusCode).toBe(200);
    const skincare = urdu
      .json()
      .categories.find((entry: { category: string }) => entry.category === 'Skincare');
    expect(skincare).toEqual({
      category: 'Skincare',
      name: 'جلد کی دیکھ بھال',
      subCategories: [
        { subCategory: 'Cleanser', name: 'Cleanser' },
        { subCategory: 'Serum', name: 'سیرم' },
        { subCategory: 'Toner', name: 'ٹونر' },
      ],
    });
    const english = await post(t.app, '/api/products/getCategories');
    expect(english.json().categories.map((entry: { name: string }) => entry.name)).toEqual([
      'Skincare',
      'Haircare',
      'Body Care',
      'Cosmetics',
      'Bundle',
    ]);
    // A label changed shows at once (shop_version moved).
    await t.db.query(
      `UPDATE catalogue_labels SET name = 'بنڈلز' WHERE kind = 'category' AND english_name = 'Bundle'`,
    );
    const again = await post(t.app, '/api/products/getCategories?lang=ur');
    expect(again.json().categories.at(-1).name).toBe('بنڈلز');
  });
});

describe('translations in the catalogue import', () => {
  it('stores them and replaces a language given again; a language left out keeps its text', async () => {
    await importCatalog(t.db, {
      products: [{ ...serum, translations: { ur: { description: 'نیا متن۔' } } }],
    });
    const row = await t.db.query(
      'SELECT name, description FROM product_translations WHERE product_id = $1',
      [ids[serum.name]],
    );
    expect(row.rows).toEqual([{ name: null, description: 'نیا متن۔' }]);
    await importCatalog(t.db, { products: [{ ...serum, translations: undefined }] });
    const kept = await t.db.query(
      'SELECT description FROM product_translations WHERE product_id = $1',
      [ids[serum.name]],
    );
    expect(kept.rows).toEqual([{ description: 'نیا متن۔' }]);
  });

  it.each([
    [
      'a language the shop does not translate into',
      { products: [{ ...toner, translations: { fr: { name: 'Tonique' } } }] },
      'Translations can be given in ur (English is the product\'s own text); "fr" is not one of them.',
    ],
    [
      'English as a translation',
      { products: [{ ...toner, translations: { en: { name: 'Toner' } } }] },
      '"en" is not one of them.',
    ],
    [
      'an unknown field',
      { products: [{ ...toner, translations: { ur: { title: 'ٹونر' } } }] },
      '"products[0].translations.ur" has unknown field "title".',
    ],
    [
      'an empty name',
      { products: [{ ...toner, translations: { ur: { name: ' ' } } }] },
      '"products[0].translations.ur.name"',
    ],
    [
      'labels for an unknown category',
      { products: [toner], labels: { ur: { categories: { Makeup: 'میک اپ' } } } },
      '"Makeup" is not a category',
    ],
    [
      'labels in an unknown language',
      { products: [toner], labels: { de: { categories: {} } } },
      'Labels can be given in ur',
    ],
  ])('refuses %s with a sentence, and changes nothing', async (_what, file, sentence) => {
    const before = await t.db.query('SELECT * FROM product_translations ORDER BY product_id');
    await expect(importCatalog(t.db, file)).rejects.toThrow(sentence);
    const after = await t.db.query('SELECT * FROM product_translations ORDER BY product_id');
    expect(after.rows).toEqual(before.rows);
  });

  it('answers a bad translation over HTTP with a 400 sentence', async () => {
    const staff = await signedInStaff(t.app, t.db, 'manager');
    const reply = await post(
      t.app,
      '/api/admin/catalogue/import?dryRun=false',
      { products: [{ ...toner, translations: { xx: { name: 'x' } } }] },
      { cookie: staff.cookie },
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain('"xx" is not one of them.');
    const good = await post(
      t.app,
      '/api/admin/catalogue/import?dryRun=false',
      { products: [{ ...toner, translations: { ur: { name: 'عرقِ گلاب ٹونر' } } }] },
      { cookie: staff.cookie },
    );
    expect(good.statusCode).toBe(200);
    const read = await post(t.app, '/api/products/getProductById?lang=ur', {
      id: ids[toner.name],
    });
    expect(read.json().product.name).toBe('عرقِ گلاب ٹونر');
    // The description left out now shows English.
    expect(read.json().product.description).toBe(toner.description);
  });
});

describe('the seed', () => {
  it('carries Urdu for every product, category and subcategory', async () => {
    const catalogue = await readSeedCatalogue();
    expect(catalogue.products).toHaveLength(64);
    const urdu = /[\u0600-\u06ff]/;
    for (const product of catalogue.products) {
      const text = product.translations?.ur;
      expect(text?.name, product.name).toMatch(urdu);
      expect(text?.description, product.name).toMatch(urdu);
    }
    const labels = catalogue.labels.ur!;
    for (const product of catalogue.products) {
      expect(labels.categories[product.category], product.category).toMatch(urdu);
      expect(labels.subCategories[product.subCategory], product.subCategory).toMatch(urdu);
    }
  });
});
