/**
 * The back office's catalogue through /admin/graphql and the gateway's file routes, against the
 * real gateway and a real api: a photo uploaded and used on a new product, saved with field errors
 * named for the form, a stale save refused, stock adjusted with a reason, products published and
 * unpublished (and the shop's schema following), coupons and review moderation; support refused
 * before the api for every save it may not make.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codesOf, Shopper, signedUpShopper, startGateway } from './support/gateway.ts';
import { restCallsDuring, signedInStaff, staffBrowser } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

/**
 * A real PNG of `width` × `height` pixels, built from its chunks: noise, so that it does not
 * compress and a photo-sized upload is well past the gateway's 100 KB JSON limit.
 */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows.set(randomBytes(width * 3), row + 1);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** What the upload route answers. */
interface Uploaded {
  image: { file: string; url: string; width: number | null; srcSet: string | null };
}

/** Uploads a photo as the back office does and answers the stored image. */
async function uploadedPhoto(staff: Shopper): Promise<Uploaded['image']> {
  const photo = png(400, 300);
  expect(photo.byteLength).toBeGreaterThan(300 * 1024);
  const response = await staff.upload('/admin/images', photo, {
    'content-type': 'image/png',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Uploaded).image;
}

const productFields = `
  id name description category subCategory price salePrice stock lowStockThreshold stockLevel
  published latest ingredients freeFrom derivedFreeFrom skinTypes version
  image { file url alt width height srcSet avifSrcSet }
  bundleContents { productId name quantity }
  timeline { kind summary reason stockBefore stockAfter by { name } }`;

interface AdminProduct {
  id: string;
  name: string;
  price: number;
  salePrice: number | null;
  stock: number;
  stockLevel: string;
  published: boolean;
  version: number;
  freeFrom: string[];
  image: { file: string; alt: string; width: number | null; srcSet: string | null };
  timeline: {
    kind: string;
    reason: string | null;
    stockBefore: number | null;
    stockAfter: number | null;
  }[];
}

const createProduct = `mutation ($input: ProductInput!, $stock: Int) {
  createProduct(input: $input, stock: $stock) { ${productFields} }
}`;

const updateProduct = `mutation ($id: ID!, $version: Int!, $input: ProductInput!) {
  updateProduct(id: $id, version: $version, input: $input) { ${productFields} }
}`;

let serials = 0;

/** A new serum's fields with `file` as its photo; each call names a new product. */
function serum(file: string, overrides: Record<string, unknown> = {}) {
  serials += 1;
  return {
    name: `Night Peptide Serum ${serials} ${Date.now()}`,
    description: 'A light serum for the evening.',
    category: 'SKINCARE',
    subCategory: 'Serum',
    price: 2450,
    salePrice: null,
    ingredients: ['Aqua', 'Glycerin', 'Niacinamide'],
    skinTypes: ['DRY', 'NORMAL'],
    image: { file, alt: 'A glass dropper bottle' },
    ...overrides,
  };
}

/** Creates a product as `staff`, expecting no error. */
async function newProduct(
  staff: Shopper,
  input: Record<string, unknown>,
  stock = 0,
): Promise<AdminProduct> {
  const created = await staff.gql<{ createProduct: AdminProduct }>(createProduct, {
    input,
    stock,
  });
  expect(created.errors).toBeUndefined();
  return created.data!.createProduct;
}

describe('products', () => {
  it('uploads a photo, creates a product with it and lists it; the shop shows it with srcSet', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const photo = await uploadedPhoto(manager);
    expect(photo.width).toBe(400);
    expect(photo.srcSet).toMatch(/320w/);
    // The stored photo and its variants are served through the gateway's /images proxy.
    const variant = photo.srcSet?.split(' ')[0] ?? '';
    for (const path of [photo.url, variant]) {
      const served = await fetch(`${stack.gateway.url}${path}`);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }

    const input = serum(photo.file);
    const created = await manager.gql<{ createProduct: AdminProduct }>(createProduct, {
      input,
      stock: 12,
    });
    expect(created.errors).toBeUndefined();
    const product = created.data!.createProduct;
    expect(product).toMatchObject({
      name: input.name,
      price: 2450,
      salePrice: null,
      stock: 12,
      stockLevel: 'IN',
      published: true,
      version: 1,
      image: { file: photo.file, alt: 'A glass dropper bottle', width: 400 },
    });
    expect(product.timeline[0]?.kind).toBe('CREATED');

    const listed = await manager.gql<{ products: { total: number; items: { id: string }[] } }>(
      `query ($filter: ProductFilter) {
        products(filter: $filter, sort: NAME) { total items { id } }
      }`,
      { filter: { search: input.name, category: 'SKINCARE', published: true } },
    );
    expect(listed.data?.products.items.map(({ id }) => id)).toEqual([product.id]);

    const shopper = new Shopper(stack.gateway.url);
    const shop = await shopper.gql<{
      product: { image: { url: string; alt: string; width: number; srcSet: string } };
    }>('query ($id: ID!) { product(id: $id) { image { url alt width height srcSet } } }', {
      id: product.id,
    });
    expect(shop.data?.product.image).toMatchObject({
      url: photo.url,
      alt: 'A glass dropper bottle',
      width: 400,
      srcSet: photo.srcSet,
    });
  });

  it('names the input field a save is refused for, and saves nothing', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const input = serum('aloe-cooling-gel-moisturiser.svg', { price: 1000, salePrice: 1200 });
    const refused = await manager.gql(createProduct, { input });
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.extensions?.['field']).toBe('salePrice');
    expect(refused.errors?.[0]?.message).toMatch(/below/);

    const listed = await manager.gql<{ products: { total: number } }>(
      'query ($search: String) { products(filter: { search: $search }) { total } }',
      { search: input.name },
    );
    expect(listed.data?.products.total).toBe(0);
  });

  it('refuses a save from a stale version (CONFLICT) and keeps the first one', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const input = serum('aloe-cooling-gel-moisturiser.svg');
    const { id, version } = await newProduct(manager, input);

    const first = await owner.gql<{ updateProduct: AdminProduct }>(updateProduct, {
      id,
      version,
      input: { ...input, price: 2600 },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateProduct).toMatchObject({ price: 2600, version: version + 1 });

    const second = await manager.gql(updateProduct, {
      id,
      version,
      input: { ...input, price: 1999 },
    });
    expect(codesOf(second)).toEqual(['CONFLICT']);
    expect(second.errors?.[0]?.message).toMatch(/changed since you opened it/);

    const now = await manager.gql<{ product: AdminProduct }>(
      `query ($id: ID!) { product(id: $id) { price version } }`,
      { id },
    );
    expect(now.data?.product).toMatchObject({ price: 2600, version: version + 1 });
  });

  it('adjusts stock with a reason onto the timeline, and filters by low stock', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const { id } = await newProduct(
      manager,
      serum('aloe-cooling-gel-moisturiser.svg', { lowStockThreshold: 5 }),
      10,
    );
    const adjust = `mutation ($input: AdjustStockInput!) {
      adjustStock(input: $input) { ${productFields} }
    }`;
    const damaged = await manager.gql<{ adjustStock: AdminProduct }>(adjust, {
      input: { id, reason: 'DAMAGED', quantity: 7, note: 'Dropped a box' },
    });
    expect(damaged.errors).toBeUndefined();
    expect(damaged.data?.adjustStock).toMatchObject({ stock: 3, stockLevel: 'LOW' });
    expect(damaged.data?.adjustStock.timeline.at(-1)).toMatchObject({
      kind: 'STOCK',
      reason: 'DAMAGED',
      stockBefore: 10,
      stockAfter: 3,
    });

    const low = await manager.gql<{ products: { items: { id: string; stockLevel: string }[] } }>(
      '{ products(filter: { stock: LOW }, sort: STOCK) { items { id stockLevel } } }',
    );
    expect(low.data?.products.items.map((item) => item.id)).toContain(id);
    expect(new Set(low.data?.products.items.map((item) => item.stockLevel))).toEqual(
      new Set(['LOW']),
    );

    const tooMany = await manager.gql(adjust, { input: { id, reason: 'DAMAGED', quantity: 5 } });
    expect(codesOf(tooMany)).toEqual(['CONFLICT']);
    const notAReason = await manager.gql(adjust, { input: { id, reason: 'IMPORT', quantity: 5 } });
    expect(codesOf(notAReason)).toEqual(['BAD_USER_INPUT']);
  });

  it('unpublishes products in bulk: the shop answers no product at once', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const { id } = await newProduct(manager, serum('aloe-cooling-gel-moisturiser.svg'), 4);
    const shopper = new Shopper(stack.gateway.url);
    const read = () =>
      shopper.gql<{ product: { id: string } | null }>(
        'query ($id: ID!) { product(id: $id) { id } }',
        {
          id,
        },
      );
    expect((await read()).data?.product?.id).toBe(id);

    const publish = `mutation ($input: SetProductsPublishedInput!) {
      setProductsPublished(input: $input) { id published }
    }`;
    const hidden = await manager.gql<{
      setProductsPublished: { id: string; published: boolean }[];
    }>(publish, { input: { ids: [id], published: false } });
    expect(hidden.data?.setProductsPublished).toEqual([{ id, published: false }]);
    expect((await read()).data?.product ?? null).toBeNull();

    const unpublished = await manager.gql<{ products: { items: { id: string }[] } }>(
      '{ products(filter: { published: false }) { items { id } } }',
    );
    expect(unpublished.data?.products.items.map((item) => item.id)).toContain(id);

    await manager.gql(publish, { input: { ids: [id], published: true } });
    expect((await read()).data?.product?.id).toBe(id);
  });

  it('refuses support every catalogue save with FORBIDDEN before the api, but lets them look', async () => {
    const support = await signedInStaff(stack.gateway.url, 'support');
    const looked = await support.gql<{ products: { total: number } }>('{ products { total } }');
    expect(looked.errors).toBeUndefined();
    expect(looked.data?.products.total).toBeGreaterThan(0);

    const saves: [string, Record<string, unknown>][] = [
      [createProduct, { input: serum('aloe-cooling-gel-moisturiser.svg') }],
      [
        updateProduct,
        {
          id: looked.data ? 'x' : 'y',
          version: 1,
          input: serum('aloe-cooling-gel-moisturiser.svg'),
        },
      ],
      ['mutation { setProductsPublished(input: { ids: ["x"], published: false }) { id } }', {}],
      ['mutation { adjustStock(input: { id: "x", reason: RECEIVED, quantity: 1 }) { id } }', {}],
      [
        'mutation { createCoupon(input: { code: "WEEKEND", kind: PERCENT, value: 10 }) { id } }',
        {},
      ],
      ['mutation { deactivateCoupon(id: "x") { id } }', {}],
      ['mutation { importCatalogue(input: { json: "{}", dryRun: true }) { dryRun } }', {}],
    ];
    for (const [document, variables] of saves) {
      const calls = await restCallsDuring(stack.gateway, async () => {
        const reply = await support.gql(document, variables);
        expect(codesOf(reply), document).toEqual(['FORBIDDEN']);
      });
      expect(calls).toEqual(['GET /api/admin/session']);
    }
  });
});

describe('imports and exports', () => {
  it('dry-runs a catalogue JSON import (nothing written), then applies it', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const name = `Imported Toner ${Date.now()}`;
    const file = {
      products: [
        {
          name,
          category: 'Skincare',
          price: 999,
          stock: 8,
          image: 'aloe-cooling-gel-moisturiser.svg',
        },
      ],
    };
    const run = `mutation ($input: ImportCatalogueInput!) {
      importCatalogue(input: $input) {
        dryRun
        products { created changed { name fields } unchanged }
        coupons { created changed { name fields } unchanged }
      }
    }`;
    const count = async () =>
      (
        await manager.gql<{ products: { total: number } }>(
          'query ($search: String) { products(filter: { search: $search }) { total } }',
          { search: name },
        )
      ).data?.products.total;

    const dry = await manager.gql<{
      importCatalogue: { dryRun: boolean; products: { created: string[] } };
    }>(run, { input: { json: JSON.stringify(file), dryRun: true } });
    expect(dry.errors).toBeUndefined();
    expect(dry.data?.importCatalogue).toMatchObject({
      dryRun: true,
      products: { created: [name] },
    });
    expect(await count()).toBe(0);

    // The same file past GraphQL's 100 KB goes as plain HTTP (here a small one, dry run), as JSON
    // only: text/plain is what another site's page may send without asking.
    const textPlain = await manager.upload(
      '/admin/catalogue.json?dryRun=true',
      JSON.stringify(file),
      { 'content-type': 'text/plain' },
    );
    expect(textPlain.status).toBe(415);
    const plain = await manager.upload('/admin/catalogue.json?dryRun=true', JSON.stringify(file), {
      'content-type': 'application/json',
    });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toMatchObject({ dryRun: true, products: { created: [name] } });
    expect(await count()).toBe(0);

    const applied = await manager.gql<{ importCatalogue: { dryRun: boolean } }>(run, {
      input: { json: JSON.stringify(file), dryRun: false },
    });
    expect(applied.data?.importCatalogue.dryRun).toBe(false);
    expect(await count()).toBe(1);

    const notJson = await manager.gql(run, { input: { json: '{ products: [', dryRun: true } });
    expect(codesOf(notJson)).toEqual(['BAD_USER_INPUT']);
  });

  it('exports the products CSV and dry-runs it back in; a bad row is named', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const exported = await manager.download('/admin/products.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = await exported.text();
    expect(csv.split('\n')[0]).toMatch(/^name,description,category/);

    const dry = await manager.upload('/admin/products.csv?dryRun=true', csv, {
      'content-type': 'text/csv',
    });
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ dryRun: true, products: { created: [] } });

    const [header = '', first = ''] = csv.split('\n');
    const bad = await manager.upload(
      '/admin/products.csv?dryRun=true',
      `${header}\n${first.replace(/^[^,]*,/, 'Broken Row Product,').replace(/,Skincare,|,Haircare,|,Body Care,|,Cosmetics,|,Bundle,/, ',Snacks,')}\n`,
      { 'content-type': 'text/csv' },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/Row 2/);

    const noMode = await manager.upload('/admin/products.csv', csv);
    expect(noMode.status).toBe(400);
    expect(await noMode.json()).toEqual({
      error: 'Add ?dryRun=true to try the file, or ?dryRun=false to apply it.',
    });

    const support = await signedInStaff(stack.gateway.url, 'support');
    expect((await support.download('/admin/products.csv')).status).toBe(403);
    expect(
      (await support.upload('/admin/products.csv?dryRun=true', csv, { 'content-type': 'text/csv' }))
        .status,
    ).toBe(403);
  });
});

describe('coupons', () => {
  it('creates a coupon, refuses a code taken in any case, and a stale edit', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const code = `WKND${Date.now() % 100000}`;
    const fields =
      'id code kind value categories active maxUses onePerShopper uses remaining status version';
    const create = `mutation ($input: CouponInput!) { createCoupon(input: $input) { ${fields} } }`;
    const input = {
      code: code.toLowerCase(),
      kind: 'PERCENT',
      value: 15,
      categories: ['SKINCARE'],
      maxUses: 100,
    };
    const created = await manager.gql<{
      createCoupon: {
        id: string;
        code: string;
        version: number;
        status: string;
        remaining: number;
      };
    }>(create, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCoupon).toMatchObject({
      code,
      kind: 'PERCENT',
      value: 15,
      categories: ['SKINCARE'],
      status: 'ACTIVE',
      uses: 0,
      remaining: 100,
      onePerShopper: true,
    });
    const { id, version } = created.data!.createCoupon;

    const again = await manager.gql(create, { input: { ...input, code } });
    expect(codesOf(again)).toEqual(['CONFLICT']);
    expect(again.errors?.[0]?.extensions?.['field']).toBe('code');

    const update = `mutation ($id: ID!, $version: Int!, $input: CouponInput!) {
      updateCoupon(id: $id, version: $version, input: $input) { value version }
    }`;
    const edited = await manager.gql(update, { id, version, input: { ...input, value: 20 } });
    expect(edited.errors).toBeUndefined();
    const stale = await manager.gql(update, { id, version, input: { ...input, value: 25 } });
    expect(codesOf(stale)).toEqual(['CONFLICT']);

    const deactivated = await manager.gql<{
      deactivateCoupon: { status: string; active: boolean };
    }>('mutation ($id: ID!) { deactivateCoupon(id: $id) { status active } }', { id });
    expect(deactivated.data?.deactivateCoupon).toEqual({ status: 'INACTIVE', active: false });
    const inactive = await manager.gql<{ coupons: { items: { id: string }[] } }>(
      '{ coupons(filter: { status: INACTIVE }) { items { id } } }',
    );
    expect(inactive.data?.coupons.items.map((item) => item.id)).toContain(id);
  });
});

describe('review moderation', () => {
  it('hides a review from the shop and its totals; its author still sees it, marked hidden', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const support = await signedInStaff(stack.gateway.url, 'support');
    const reviewed = serum('aloe-cooling-gel-moisturiser.svg');
    const { id: productId } = await newProduct(manager, reviewed, 5);

    const author = await signedUpShopper(stack.gateway.url);
    const write = await author.gql<{ createReview: { review: { id: string } } }>(
      `mutation ($input: CreateReviewInput!) { createReview(input: $input) { review { id } } }`,
      {
        input: {
          productId,
          rating: 1,
          text: 'Buy cheap followers at spam.example',
          skinType: 'DRY',
        },
      },
    );
    expect(write.errors).toBeUndefined();
    const reviewId = write.data!.createReview.review.id;

    const page = `query ($id: ID!) {
      product(id: $id) {
        averageRating reviewCount ratingsBySkinType { skinType count }
        reviews { id mine hidden }
      }
    }`;
    interface Page {
      product: {
        averageRating: number;
        reviewCount: number;
        ratingsBySkinType: { skinType: string; count: number }[];
        reviews: { id: string; mine: boolean; hidden: boolean }[];
      };
    }
    const guest = new Shopper(stack.gateway.url);
    expect((await guest.gql<Page>(page, { id: productId })).data?.product.reviewCount).toBe(1);

    const queue = await support.gql<{ reviews: { items: { id: string; state: string }[] } }>(
      'query ($productId: ID) { reviews(filter: { productId: $productId, state: VISIBLE, rating: 1 }) { items { id state } } }',
      { productId },
    );
    expect(queue.data?.reviews.items).toEqual([{ id: reviewId, state: 'VISIBLE' }]);
    // Found by part of the product's name too, any case, from the whole catalogue.
    const byName = await support.gql<{ reviews: { items: { id: string }[] } }>(
      'query ($name: String) { reviews(filter: { productName: $name }) { items { id } } }',
      { name: reviewed.name.toUpperCase() },
    );
    expect(byName.data?.reviews.items).toEqual([{ id: reviewId }]);

    const hidden = await support.gql<{
      hideReview: { state: string; hiddenReason: string; hiddenBy: { name: string } };
    }>(
      'mutation ($input: HideReviewInput!) { hideReview(input: $input) { state hiddenReason hiddenBy { name } } }',
      { input: { id: reviewId, reason: 'SPAM', note: 'Link farm' } },
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data?.hideReview).toMatchObject({ state: 'HIDDEN', hiddenReason: 'SPAM' });

    const guestView = (await guest.gql<Page>(page, { id: productId })).data?.product;
    expect(guestView).toMatchObject({ averageRating: 0, reviewCount: 0, reviews: [] });
    expect(guestView?.ratingsBySkinType).toEqual([]);

    const authorView = (await author.gql<Page>(page, { id: productId })).data?.product;
    expect(authorView?.reviews).toEqual([{ id: reviewId, mine: true, hidden: true }]);
    expect(authorView?.reviewCount).toBe(0);
    expect(authorView?.ratingsBySkinType).toEqual([]);

    const restored = await support.gql<{ restoreReview: { state: string } }>(
      'mutation ($id: ID!) { restoreReview(id: $id) { state } }',
      { id: reviewId },
    );
    expect(restored.data?.restoreReview.state).toBe('VISIBLE');
    const back = (await guest.gql<Page>(page, { id: productId })).data?.product;
    expect(back?.reviews).toEqual([{ id: reviewId, mine: false, hidden: false }]);
  });
});

describe('files', () => {
  it('refuses an SVG, passes the api its sentence, and refuses support and guests', async () => {
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const svg = await manager.upload(
      '/admin/images',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      { 'content-type': 'image/png' },
    );
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as { error: string }).error).toMatch(/SVG/);

    const support = await signedInStaff(stack.gateway.url, 'support');
    const refused = await support.upload('/admin/images', png(10, 10), {
      'content-type': 'image/png',
    });
    expect(refused.status).toBe(403);

    const guest = staffBrowser(stack.gateway.url);
    const anonymous = await guest.upload('/admin/images', png(10, 10));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in to the back office.' });
  });
});

/** An HTTP server standing where the api would, counting the bytes each request sends it. */
async function byteCounter(): Promise<{ url: string; received: number[]; server: Server }> {
  const received: number[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let bytes = 0;
    let counted = false;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const done = () => {
      if (counted) return;
      counted = true;
      received.push(bytes);
      if (!response.headersSent) response.writeHead(201).end('{}');
    };
    request.on('end', done);
    request.on('error', done);
    request.on('close', () => {
      if (!request.complete) done();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe('uploads past the limit', () => {
  const cookie = { cookie: 'bloom_staff=any-session' };

  it('refuses a declared size over 8 MB at once (413) and sends the api nothing', async () => {
    const upstream = await byteCounter();
    const gateway = await startGateway({ apiUrl: upstream.url });
    try {
      const response = await fetch(`${gateway.url}/admin/images`, {
        method: 'POST',
        headers: { ...cookie, 'content-type': 'image/png' },
        body: new Uint8Array(9 * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'The image is larger than 8 MB.' });
      expect(upstream.received).toEqual([]);
    } finally {
      await gateway.close();
      upstream.server.close();
    }
  });

  it('cuts a streamed body off at the limit instead of passing or holding all of it', async () => {
    const upstream = await byteCounter();
    const gateway = await startGateway({ apiUrl: upstream.url });
    const total = 12 * 1024 * 1024;
    const piece = new Uint8Array(256 * 1024);
    let sent = 0;
    // No Content-Length: the body arrives chunked, its size unknown until it ends.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    try {
      const response = await fetch(`${gateway.url}/admin/images`, {
        method: 'POST',
        headers: { ...cookie, 'content-type': 'image/png' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      await expect.poll(() => upstream.received.length).toBe(1);
      expect(upstream.received[0]).toBeLessThanOrEqual(8 * 1024 * 1024 + 64 * 1024);
    } finally {
      await gateway.close();
      upstream.server.close();
    }
  });
});
