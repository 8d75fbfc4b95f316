/**
 * Back-office test plumbing: staff accounts of each role, signed in through the real sign-in
 * call, and small requests carrying their `bloom_staff` cookie.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../src/db/index.ts';
import type { StaffRole } from '../src/staff/permissions.ts';
import { hashPassword } from '../src/users/passwords.ts';
import {
  insertProduct,
  post,
  signUpAndLogIn,
  testPasswordHashing,
  type TestUser,
} from './helpers.ts';

/** A staff account made for a test. */
export interface TestStaff {
  /** Account id. */
  id: string;
  /** Sign-in email. */
  email: string;
  /** Password. */
  password: string;
  /** Role. */
  role: StaffRole;
  /** Cookie header value of a live staff session ('' until signed in). */
  cookie: string;
}

/** The `name=value` part of a reply's staff cookie, ready for a Cookie header. */
export function staffCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'bloom_staff');
  if (!cookie) throw new Error(`no staff cookie in reply ${response.statusCode} ${response.body}`);
  return `bloom_staff=${cookie.value}`;
}

/** Creates a staff account with `role` straight in the database (not signed in). */
export async function createStaff(db: Database, role: StaffRole): Promise<TestStaff> {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.example.com`;
  const password = 'staff password 123';
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id`,
    [`Test ${role}`, email, await hashPassword(password, testPasswordHashing), role],
  );
  return { id: inserted.rows[0]!.id, email, password, role, cookie: '' };
}

/** Signs `staff` in through `POST /api/admin/session`; the reply as it came. */
export function signIn(
  app: FastifyInstance,
  staff: { email: string; password: string },
  code?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: staff.email,
      password: staff.password,
      ...(code ? { code } : {}),
    }),
  });
}

/** A new staff member of `role`, signed in. */
export async function signedInStaff(
  app: FastifyInstance,
  db: Database,
  role: StaffRole,
): Promise<TestStaff> {
  const staff = await createStaff(db, role);
  const reply = await signIn(app, staff);
  if (reply.statusCode !== 200) throw new Error(`staff sign-in failed: ${reply.body}`);
  return { ...staff, cookie: staffCookieOf(reply) };
}

/** One request with an optional JSON body and Cookie header. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/**
 * The code an authenticator app would show for `secret`, `stepsAhead` 30-second steps from now
 * (the api accepts one step either side, and never the same step twice).
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** An order placed through the real checkout call by a new shopper. */
export interface TestOrder {
  /** Order id. */
  id: string;
  /** The shopper who placed it. */
  shopper: TestUser;
  /** The (first) product ordered. */
  productId: string;
  /** Every product ordered, one line each, in the order's line order. */
  productIds: string[];
  /** Units ordered of each. */
  quantity: number;
}

/**
 * A new shopper orders `quantity` of a new product (Rs. 1000 each, stock 10), with the coupon
 * `couponCode` when given (it must exist); `fields` overrides the delivery details.
 */
export async function placeTestOrder(
  app: FastifyInstance,
  db: Database,
  options: {
    quantity?: number;
    couponCode?: string;
    fields?: Partial<{ name: string; phone: string; address: string }>;
    productName?: string;
    /** The shopper's language, sent as the order's `lang`. */
    lang?: string;
    /** How many products (lines), each a new product. @default 1 */
    lines?: number;
  } = {},
): Promise<TestOrder> {
  const shopper = await signUpAndLogIn(app, options.fields?.name ?? 'Order Shopper');
  const productIds: string[] = [];
  for (let line = 0; line < (options.lines ?? 1); line += 1) {
    productIds.push(
      await insertProduct(db, {
        price: 1000,
        stock: 10,
        ...(options.productName && line === 0 ? { name: options.productName } : {}),
      }),
    );
  }
  const quantity = options.quantity ?? 2;
  const order = (totalAmount: number) =>
    post(
      app,
      '/api/orders/createOrder',
      {
        name: 'Amna Tariq',
        phone: '03001234567',
        address: '12 Canal Road, Lahore',
        ...options.fields,
        items: productIds.map((id) => ({ id, quantity })),
        totalAmount,
        ...(options.couponCode ? { couponUsed: { code: options.couponCode } } : {}),
        ...(options.lang ? { lang: options.lang } : {}),
      },
      { cookie: shopper.cookie },
    );
  // The first call learns the server's total (409); the second places the order at it.
  const placed = await order((await order(1)).json().totalAmount as number);
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  // Lines are kept in the order's own order (by product id): read them back from it.
  const lines = (placed.json().order.items as { productId: string }[]).map(
    (item) => item.productId,
  );
  return { id: placed.json().order.id, shopper, productId: lines[0]!, productIds: lines, quantity };
}

/**
 * `staff` (signed in) moves order `id` through `statuses` in the back office, each at the version
 * the order shows: staff change orders only there.
 */
export async function moveOrder(
  app: FastifyInstance,
  staff: { cookie: string },
  id: string,
  statuses: string[],
): Promise<void> {
  for (const status of statuses) {
    const seen = await call(app, 'GET', `/api/admin/orders/${id}`, { cookie: staff.cookie });
    const moved = await call(app, 'POST', `/api/admin/orders/${id}/status`, {
      cookie: staff.cookie,
      body: { status, version: seen.json().order.version },
    });
    if (moved.statusCode !== 200) throw new Error(`status change failed: ${moved.body}`);
  }
}

/**
 * A product as the back office's form sends it (`POST /api/admin/products`), under a name of its
 * own; `fields` overrides any part.
 */
export function productFormBody(fields: Record<string, unknown> = {}) {
  return {
    name: `Form ${randomBytes(3).toString('hex')} Serum`,
    description: 'Brightens.',
    category: 'Skincare',
    subCategory: 'Serum',
    price: 1500,
    sale_price: 0,
    stock: 12,
    ingredients: ['Aqua', 'Glycerin'],
    skinTypes: ['oily'],
    image: { file: 'almond-milk-body-lotion.svg', alt: 'A serum bottle' },
    ...fields,
  };
}
