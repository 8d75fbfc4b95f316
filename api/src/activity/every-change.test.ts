/**
 * Every change staff make is in the activity log: each state-changing back-office route of the
 * OpenAPI document (the admin schema's mutations all go through these) is called for real, and
 * each leaves exactly one new row naming who, what and when. The list of routes comes from the
 * contract, so a new route without a case here fails. And the rule's one place, the guard,
 * refuses a change that writes no row, leaving nothing behind.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';
import {
  call,
  createStaff,
  placeTestOrder,
  productFormBody,
  signedInStaff,
  staffCookieOf,
  totpCode,
  type TestStaff,
} from '../../test/staff.ts';
import { tokenHash } from '../users/sessions.ts';
import { asStaffRequest, guardStaffChanges, UnloggedStaffChange } from './guard.ts';

const t = useTestApp();

let owner: TestStaff;

beforeAll(async () => {
  owner = await signedInStaff(t.app, t.db, 'owner');
});

/** One request to make, and whose name its row should carry (the signed-in owner unless said). */
interface Case {
  url: string;
  method?: string;
  body?: unknown;
  payload?: Buffer | string;
  contentType?: string;
  cookie?: string;
  /** The staff id the row must name; read from the reply when the actor is made by the call. */
  actor?: string | ((reply: { json(): { staff?: { id: string } } }) => string);
}

const tag = () => randomBytes(3).toString('hex');

const couponBody = () => ({
  code: `log${tag()}`,
  kind: 'percent',
  value: 10,
  categories: [],
  expiresAt: null,
  active: true,
  maxUses: 5,
  onePerShopper: true,
});

async function createdProduct() {
  const reply = await call(t.app, 'POST', '/api/admin/products', {
    cookie: owner.cookie,
    body: productFormBody(),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().product as Record<string, unknown> & { id: string; version: number };
}

async function createdCoupon() {
  const reply = await call(t.app, 'POST', '/api/admin/coupons', {
    cookie: owner.cookie,
    body: couponBody(),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().coupon as Record<string, unknown> & { id: string; version: number };
}

async function orderVersion(id: string): Promise<number> {
  return (await call(t.app, 'GET', `/api/admin/orders/${id}`, { cookie: owner.cookie })).json()
    .order.version;
}

async function contactMessage(): Promise<string> {
  const email = `writer-${tag()}@example.com`;
  const sent = await post(t.app, '/api/contact/createContact', {
    name: 'Hina Malik',
    email,
    phone: '03001234567',
    message: 'Where is my parcel?',
  });
  expect(sent.statusCode).toBe(201);
  return (
    await t.db.query<{ id: string }>('SELECT id FROM contact_messages WHERE email = $1', [email])
  ).rows[0]!.id;
}

async function review(): Promise<string> {
  const shopper = await signUpAndLogIn(t.app, 'Reviewer');
  const productId = await insertProduct(t.db, { price: 100, stock: 3 });
  const written = await post(
    t.app,
    '/api/reviews/createReview',
    { productId, rating: 2, comment: 'Buy it at example.com' },
    { cookie: shopper.cookie },
  );
  expect(written.statusCode, written.body).toBe(201);
  return (
    await t.db.query<{ id: string }>('SELECT id FROM reviews WHERE product_id = $1', [productId])
  ).rows[0]!.id;
}

async function invitationToken(email: string): Promise<string> {
  const invited = await call(t.app, 'POST', '/api/admin/staff/invitations', {
    cookie: owner.cookie,
    body: { email, role: 'support' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  // The token travels only by mail; the database keeps its hash, so a known one is set here.
  const token = `tok-${tag()}${tag()}`;
  await t.db.query('UPDATE staff_invitations SET token_hash = $2 WHERE lower(email) = $1', [
    email,
    tokenHash(token),
  ]);
  return token;
}

/** A staff member of `role`, signed in, with two-factor started (their secret). */
async function enrolling(): Promise<{ staff: TestStaff; secret: string }> {
  const staff = await signedInStaff(t.app, t.db, 'support');
  const start = await call(t.app, 'POST', '/api/admin/two-factor/start', { cookie: staff.cookie });
  return { staff, secret: start.json().secret as string };
}

const csvHeader =
  'name,description,category,subcategory,price,sale_price,stock,low_stock_threshold,published,latest,image,image_alt,ingredients,free_from,skin_types,bundle_contents';

/** Every state-changing back-office route, `METHOD /path/{id}` as the contract spells it. */
const cases: Record<string, () => Promise<Case>> = {
  'POST /api/admin/two-factor/start': async () => {
    const staff = await signedInStaff(t.app, t.db, 'support');
    return { url: '/api/admin/two-factor/start', cookie: staff.cookie, actor: staff.id };
  },
  'PATCH /api/admin/session/locale': async () => {
    // A new member's own language, so the owner's account stays as seeded.
    const staff = await signedInStaff(t.app, t.db, 'support');
    return {
      method: 'PATCH',
      url: '/api/admin/session/locale',
      cookie: staff.cookie,
      body: { locale: 'ur' },
      actor: staff.id,
    };
  },
  'POST /api/admin/two-factor/confirm': async () => {
    const { staff, secret } = await enrolling();
    return {
      url: '/api/admin/two-factor/confirm',
      cookie: staff.cookie,
      body: { code: totpCode(secret) },
      actor: staff.id,
    };
  },
  'DELETE /api/admin/two-factor': async () => {
    const { staff, secret } = await enrolling();
    const confirmed = await call(t.app, 'POST', '/api/admin/two-factor/confirm', {
      cookie: staff.cookie,
      body: { code: totpCode(secret) },
    });
    return {
      method: 'DELETE',
      url: '/api/admin/two-factor',
      cookie: staffCookieOf(confirmed),
      body: { code: totpCode(secret, 1) },
      actor: staff.id,
    };
  },
  'POST /api/admin/staff/invitations': async () => ({
    url: '/api/admin/staff/invitations',
    body: { email: `invited-${tag()}@example.com`, role: 'support' },
  }),
  'DELETE /api/admin/staff/invitations/{id}': async () => {
    const email = `revoked-${tag()}@example.com`;
    await invitationToken(email);
    const id = (
      await t.db.query<{ id: string }>('SELECT id FROM staff_invitations WHERE email = $1', [email])
    ).rows[0]!.id;
    return { method: 'DELETE', url: `/api/admin/staff/invitations/${id}` };
  },
  'POST /api/admin/staff/invitations/accept': async () => ({
    url: '/api/admin/staff/invitations/accept',
    cookie: '',
    body: {
      token: await invitationToken(`joining-${tag()}@example.com`),
      name: 'New Helper',
      password: 'a fine long password',
    },
    actor: (reply) => reply.json().staff!.id,
  }),
  'PATCH /api/admin/staff/{id}': async () => {
    const member = await createStaff(t.db, 'manager');
    return { method: 'PATCH', url: `/api/admin/staff/${member.id}`, body: { role: 'support' } };
  },
  'POST /api/admin/staff/{id}/deactivate': async () => {
    const member = await createStaff(t.db, 'support');
    return { url: `/api/admin/staff/${member.id}/deactivate` };
  },
  'POST /api/admin/staff/{id}/reactivate': async () => {
    const member = await createStaff(t.db, 'support');
    await call(t.app, 'POST', `/api/admin/staff/${member.id}/deactivate`, {
      cookie: owner.cookie,
    });
    return { url: `/api/admin/staff/${member.id}/reactivate` };
  },
  'POST /api/admin/orders/{id}/status': async () => {
    const order = await placeTestOrder(t.app, t.db);
    return {
      url: `/api/admin/orders/${order.id}/status`,
      body: { status: 'Dispatched', version: await orderVersion(order.id) },
    };
  },
  'POST /api/admin/orders/{id}/payment': async () => {
    const order = await placeTestOrder(t.app, t.db);
    await call(t.app, 'POST', `/api/admin/orders/${order.id}/status`, {
      cookie: owner.cookie,
      body: { status: 'Dispatched', version: 1 },
    });
    return {
      url: `/api/admin/orders/${order.id}/payment`,
      body: { version: await orderVersion(order.id), collected: 2000, refunded: 500 },
    };
  },
  'POST /api/admin/orders/{id}/notes': async () => {
    const order = await placeTestOrder(t.app, t.db);
    return { url: `/api/admin/orders/${order.id}/notes`, body: { text: 'Called the shopper.' } };
  },
  'POST /api/admin/orders/dispatch': async () => {
    const order = await placeTestOrder(t.app, t.db);
    return { url: '/api/admin/orders/dispatch', body: { ids: [order.id] } };
  },
  'POST /api/admin/customers/{id}/password-reset': async () => {
    const shopper = await signUpAndLogIn(t.app, 'Forgetful');
    return { url: `/api/admin/customers/${shopper.id}/password-reset` };
  },
  'POST /api/admin/messages/{id}/assign': async () => ({
    url: `/api/admin/messages/${await contactMessage()}/assign`,
    body: { staffId: owner.id },
  }),
  'POST /api/admin/messages/{id}/replies': async () => ({
    url: `/api/admin/messages/${await contactMessage()}/replies`,
    body: { text: 'It left us on Monday.' },
  }),
  'POST /api/admin/messages/{id}/state': async () => ({
    url: `/api/admin/messages/${await contactMessage()}/state`,
    body: { state: 'handled' },
  }),
  'POST /api/admin/products': async () => ({ url: '/api/admin/products', body: productFormBody() }),
  'PATCH /api/admin/products/{id}': async () => {
    const product = await createdProduct();
    const { id: _id, ...fields } = product;
    return {
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      body: {
        name: fields['name'],
        description: fields['description'],
        category: fields['category'],
        subCategory: fields['subCategory'],
        price: 1750,
        sale_price: fields['sale_price'],
        latest: fields['latest'],
        published: fields['published'],
        lowStockThreshold: fields['lowStockThreshold'],
        ingredients: fields['ingredients'],
        skinTypes: fields['skinTypes'],
        image: { file: (fields['image'] as { file: string }).file, alt: 'A serum bottle' },
        version: product.version,
      },
    };
  },
  'POST /api/admin/products/publish': async () => ({
    url: '/api/admin/products/publish',
    body: { ids: [(await createdProduct()).id], published: false },
  }),
  'POST /api/admin/products/{id}/stock': async () => ({
    url: `/api/admin/products/${(await createdProduct()).id}/stock`,
    body: { reason: 'received', quantity: 20 },
  }),
  'POST /api/admin/products/{id}/translations/{lang}': async () => ({
    url: `/api/admin/products/${(await createdProduct()).id}/translations/ur`,
    body: { name: 'سیرم', description: null, expectedVersion: 0 },
  }),
  'POST /api/admin/coupons': async () => ({ url: '/api/admin/coupons', body: couponBody() }),
  'PATCH /api/admin/coupons/{id}': async () => {
    const coupon = await createdCoupon();
    return {
      method: 'PATCH',
      url: `/api/admin/coupons/${coupon.id}`,
      body: { ...couponBody(), code: coupon['code'], value: 100, version: coupon.version },
    };
  },
  'POST /api/admin/coupons/{id}/deactivate': async () => {
    const coupon = await createdCoupon();
    return { url: `/api/admin/coupons/${coupon.id}/deactivate`, body: { version: coupon.version } };
  },
  'POST /api/admin/reviews/{id}/hide': async () => ({
    url: `/api/admin/reviews/${await review()}/hide`,
    body: { reason: 'spam', note: 'Links to a shop' },
  }),
  'POST /api/admin/reviews/{id}/restore': async () => {
    const id = await review();
    await call(t.app, 'POST', `/api/admin/reviews/${id}/hide`, {
      cookie: owner.cookie,
      body: { reason: 'spam' },
    });
    return { url: `/api/admin/reviews/${id}/restore` };
  },
  'POST /api/admin/images': async () => ({
    url: '/api/admin/images',
    contentType: 'image/png',
    payload: await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 150 } },
    })
      .png()
      .toBuffer(),
  }),
  'POST /api/admin/catalogue/import': async () => ({
    url: '/api/admin/catalogue/import?dryRun=false',
    body: {
      products: [
        {
          name: `Imported ${tag()} Mist`,
          category: 'Body Care',
          price: 650,
          stock: 4,
          image: 'rose-water-toner.svg',
        },
      ],
    },
  }),
  'POST /api/admin/products/import': async () => ({
    url: '/api/admin/products/import?dryRun=false',
    contentType: 'text/csv',
    payload: `${csvHeader}\r\nCsv ${tag()} Mist,A mist,Body Care,Mist,650.00,0,20,8,true,false,almond-milk-body-lotion.svg,A tall bottle,Aqua | Glycerin,,normal,\r\n`,
  }),
};

/** Sign-in and sign-out start and end a session: no data of the shop's changes. */
const notChanges = new Set(['POST /api/admin/session', 'DELETE /api/admin/session']);

async function stateChangingRoutes(): Promise<string[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .filter((route) => !notChanges.has(route));
}

const newestId = async () =>
  (await t.db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM activity')).rows[0]!
    .id ?? '0';

describe('the activity log', () => {
  it('has a case here for every state-changing back-office route of the contract', async () => {
    const routes = await stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((route) => !(route in cases))).toEqual([]);
  });

  it('gets exactly one row naming who, what and when from each of them', async () => {
    const problems: string[] = [];
    for (const route of await stateChangingRoutes()) {
      const made = await cases[route]!();
      const before = await newestId();
      const reply = await t.app.inject({
        method: (made.method ?? 'POST') as 'POST',
        url: made.url,
        headers: {
          ...(made.cookie === '' ? {} : { cookie: made.cookie ?? owner.cookie }),
          ...(made.body !== undefined || made.payload !== undefined
            ? { 'content-type': made.contentType ?? 'application/json' }
            : {}),
        },
        ...(made.payload !== undefined
          ? { payload: made.payload }
          : made.body !== undefined
            ? { payload: JSON.stringify(made.body) }
            : {}),
      });
      if (reply.statusCode >= 300) {
        problems.push(`${route}: ${reply.statusCode} ${reply.body}`);
        continue;
      }
      const rows = await t.db.query<{ staff_id: string; action: string; at: Date }>(
        'SELECT staff_id, action, at FROM activity WHERE id > $1::bigint ORDER BY id',
        [before],
      );
      const actor =
        typeof made.actor === 'function' ? made.actor(reply as never) : (made.actor ?? owner.id);
      const fresh = (row: { at: Date }) => Math.abs(Date.now() - row.at.getTime()) < 60_000;
      if (
        rows.rows.length !== 1 ||
        rows.rows[0]!.staff_id !== actor ||
        !/^[a-z_]+\.[a-z_]+$/.test(rows.rows[0]!.action) ||
        !fresh(rows.rows[0]!)
      ) {
        problems.push(`${route}: ${JSON.stringify(rows.rows)} (expected one row by ${actor})`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a staff member's own account, changed through the shop", () => {
  it('is logged as theirs, while the reply is a shopper’s like any other', async () => {
    const member = await createStaff(t.db, 'support');
    const login = await post(t.app, '/api/users/login', {
      email: member.email,
      password: member.password,
    });
    const cookie = login.cookies.find((entry) => entry.name === 'bloom_session')!;
    const before = await newestId();
    const renamed = await post(
      t.app,
      '/api/users/updateUserInformation',
      { name: 'Renamed Helper' },
      { cookie: `bloom_session=${cookie.value}` },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().user.role).toBe('customer');
    const rows = await t.db.query<{
      staff_id: string;
      action: string;
      before: unknown;
      after: unknown;
    }>('SELECT staff_id, action, before, after FROM activity WHERE id > $1::bigint', [before]);
    expect(rows.rows).toEqual([
      {
        staff_id: member.id,
        action: 'staff.profile',
        before: { name: 'Test support' },
        after: { name: 'Renamed Helper' },
      },
    ]);
  });
});

describe('the guard', () => {
  it('refuses a staff change that writes no row, and leaves the data as it was', async () => {
    const guarded = guardStaffChanges(t.db);
    const id = await insertProduct(t.db, { price: 100, stock: 7 });
    const stock = async () =>
      (await t.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id]))
        .rows[0]!.stock;
    await expect(
      asStaffRequest('POST /api/admin/anything', () =>
        guarded.transaction((tx) => tx.query('UPDATE products SET stock = 0 WHERE id = $1', [id])),
      ),
    ).rejects.toBeInstanceOf(UnloggedStaffChange);
    await expect(
      asStaffRequest('POST /api/admin/anything', () =>
        guarded.query('UPDATE products SET stock = 1 WHERE id = $1', [id]),
      ),
    ).rejects.toBeInstanceOf(UnloggedStaffChange);
    expect(await stock()).toBe(7);
    // With its row, in the same transaction, the change lands; outside a staff request the
    // guard stays out of the way (shoppers' own changes are not staff changes).
    await asStaffRequest('POST /api/admin/anything', () =>
      guarded.transaction(async (tx) => {
        await tx.query('UPDATE products SET stock = 2 WHERE id = $1', [id]);
        await tx.query(
          `INSERT INTO activity (staff_id, staff_name, staff_email, role, action, entity_type, entity_id)
           VALUES ($1, 'Owner', 'o@example.com', 'owner', 'product.stock', 'product', $2)`,
          [owner.id, id],
        );
      }),
    );
    expect(await stock()).toBe(2);
    await guarded.query('UPDATE products SET stock = 3 WHERE id = $1', [id]);
    expect(await stock()).toBe(3);
  });
});
