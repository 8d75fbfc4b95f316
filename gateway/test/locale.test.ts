/**
 * The catalogue in Urdu through the real gateway and a real api (PGlite, seeded with the demo
 * shop's Urdu): `locale` arguments on the fields that vary, the REST calls they cost, and
 * Apollo Client's normalised cache keeping both languages of one product.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { Shopper } from './support/gateway.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();
let shopper: Shopper;

beforeEach(() => {
  shopper = new Shopper(stack.gateway.url);
  stack.gateway.restCalls.length = 0;
});

/** Runs an operation and fails the test on any GraphQL error. */
async function query<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await shopper.gql<T>(document, variables);
  expect(reply.errors).toBeUndefined();
  if (!reply.data) throw new Error('no data');
  return reply.data;
}

/** The seeded Rose Water Toner's id, found by an English search. */
async function tonerId(): Promise<string> {
  const found = await query<{ products: { items: { id: string; name: string }[] } }>(
    `{ products(search: "Rose Water Toner") { items { id name } } }`,
  );
  const toner = found.products.items.find((item) => item.name === 'Rose Water Toner');
  if (!toner) throw new Error('the seed has no Rose Water Toner');
  return toner.id;
}

describe('locale', () => {
  it('answers one product in both languages in one request, through aliases', async () => {
    const id = await tonerId();
    const data = await query<{ product: Record<string, string> }>(
      `query Both($id: ID!) {
        product(id: $id) {
          id
          en: name
          ur: name(locale: UR)
          enDescription: description(locale: EN)
          urDescription: description(locale: UR)
          subCategory
          urSubCategory: subCategoryName(locale: UR)
          enSubCategory: subCategoryName
          urAlt: imageAlt(locale: UR)
          urImage: image(locale: UR) { alt }
        }
      }`,
      { id },
    );
    expect(data.product).toMatchObject({
      en: 'Rose Water Toner',
      ur: 'روز واٹر ٹونر',
      subCategory: 'Toner',
      urSubCategory: 'ٹونر',
      enSubCategory: 'Toner',
      urAlt: 'روز واٹر ٹونر',
      urImage: { alt: 'روز واٹر ٹونر' },
    });
    expect(data.product.enDescription).toMatch(/^A gentle alcohol-free toner/);
    expect(data.product.urDescription).toMatch(/گلاب/);
  });

  it('searches in Urdu and reads the Urdu names from the same call', async () => {
    const data = await query<{ products: { items: { name: string; en: string }[] } }>(
      `query Search($search: String) {
        products(search: $search, locale: UR) { items { name(locale: UR) en: name } }
      }`,
      { search: 'گلاب' },
    );
    expect(data.products.items.map((item) => item.name)).toContain('روز واٹر ٹونر');
    expect(data.products.items.map((item) => item.en)).toContain('Rose Water Toner');
    // A Latin INCI word of an Urdu description is found too.
    const inci = await query<{ products: { items: { name: string }[] } }>(
      `{ products(search: "Ferulic", locale: UR) { items { name(locale: UR) } } }`,
    );
    expect(inci.products.items.map((item) => item.name)).toContain('وٹامن سی برائٹننگ سیرم');
    // In English the same Urdu word finds nothing.
    const english = await query<{ products: { items: unknown[] } }>(
      `query Search($search: String) { products(search: $search) { items { name } } }`,
      { search: 'گلاب' },
    );
    expect(english.products.items).toEqual([]);
  });

  it('costs one batched call for the Urdu names of an English listing, none for an Urdu one', async () => {
    await query(`{ products(category: SKINCARE) { items { name(locale: UR) } } }`);
    const english = stack.gateway.restCalls.filter((call) => call.includes('/api/products/'));
    expect(english).toEqual([
      expect.stringMatching(/^POST \/api\/products\/getProducts\?category=Skincare&page=1$/),
      'POST /api/products/getProductsByIds?lang=ur',
    ]);
    stack.gateway.restCalls.length = 0;
    await query(`{ products(category: SKINCARE, locale: UR) { items { name(locale: UR) } } }`);
    expect(stack.gateway.restCalls.filter((call) => call.includes('/api/products/'))).toEqual([
      'POST /api/products/getProducts?category=Skincare&page=1&lang=ur',
    ]);
  });

  it('suggests by Urdu text, and names categories in Urdu', async () => {
    const data = await query<{
      searchSuggestions: { products: { name: string }[] };
      categories: { category: string; name: string; subCategories: { name: string }[] }[];
      english: { name: string }[];
    }>(
      `{
        searchSuggestions(term: "روز", locale: UR) { products { name(locale: UR) } }
        categories(locale: UR) { category name subCategories { subCategory name } }
        english: categories { name }
      }`,
    );
    expect(data.searchSuggestions.products.map((product) => product.name)).toContain(
      'روز واٹر ٹونر',
    );
    expect(data.categories.map((entry) => entry.name)).toEqual([
      'جلد کی دیکھ بھال',
      'بالوں کی دیکھ بھال',
      'جسم کی دیکھ بھال',
      'میک اپ',
      'بنڈل',
    ]);
    expect(data.categories[0]!.subCategories).toContainEqual({
      subCategory: 'Serum',
      name: 'سیرم',
    });
    expect(data.english.map((entry) => entry.name)).toEqual([
      'Skincare',
      'Haircare',
      'Body Care',
      'Cosmetics',
      'Bundle',
    ]);
  });

  it('names bundle items in the language asked', async () => {
    const data = await query<{
      bundles: { items: { bundleContents: { en: string; ur: string }[] }[] };
    }>(`{ bundles(page: 1) { items { bundleContents { en: name ur: name(locale: UR) } } } }`);
    const items = data.bundles.items.flatMap((bundle) => bundle.bundleContents);
    expect(items).toContainEqual({ en: 'Rose Water Toner', ur: 'روز واٹر ٹونر' });
  });

  it("keeps both languages apart in Apollo Client's normalised cache", async () => {
    const id = await tonerId();
    const cache = new InMemoryCache();
    const client = new ApolloClient({
      cache,
      link: new HttpLink({ uri: `${stack.gateway.url}/graphql`, fetch }),
    });
    const english = gql`
      query English($id: ID!) {
        product(id: $id) {
          id
          name
        }
      }
    `;
    const urdu = gql`
      query Urdu($id: ID!) {
        product(id: $id) {
          id
          name(locale: UR)
        }
      }
    `;
    await client.query({ query: english, variables: { id } });
    await client.query({ query: urdu, variables: { id } });
    const stored = cache.extract() as Record<string, Record<string, unknown>>;
    expect(stored[`Product:${id}`]).toMatchObject({
      name: 'Rose Water Toner',
      'name({"locale":"UR"})': 'روز واٹر ٹونر',
    });
    // Read back from the cache alone: each query keeps its own language.
    expect(
      cache.readQuery<{ product: { name: string } }>({ query: english, variables: { id } }),
    ).toMatchObject({ product: { name: 'Rose Water Toner' } });
    expect(
      cache.readQuery<{ product: { name: string } }>({ query: urdu, variables: { id } }),
    ).toMatchObject({ product: { name: 'روز واٹر ٹونر' } });
    client.stop();
  });
});

describe('locale on mutations', () => {
  it('mails the reset code in Urdu when asked with locale UR', async () => {
    const email = `amna.${Date.now()}@example.com`;
    await query(`mutation ($input: SignupInput!) { signup(input: $input) { message } }`, {
      input: { name: 'Amna Tariq', email, password: 'rosewater-2026' },
    });
    await query(
      `mutation ($input: RequestPasswordResetInput!) {
        requestPasswordReset(input: $input) { resetRequestId }
      }`,
      { input: { email, locale: 'UR' } },
    );
    const outbox = join(stack.api.dataDir, 'outbox');
    let text: string | undefined;
    for (let attempt = 0; attempt < 50 && text === undefined; attempt += 1) {
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) =>
        file.endsWith('.eml'),
      );
      const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
      const mail = mails.find((raw) => raw.includes(`To: ${email}`));
      if (mail) {
        // nodemailer sends Urdu text as base64 after the headers.
        const body = mail
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('');
        text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(text).toMatch(/^السلام علیکم Amna Tariq،/);
    expect(text).toMatch(/آپ کا کوڈ \d{6} ہے۔/);
  });
});
