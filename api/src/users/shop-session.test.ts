/**
 * The staff door is the only door: every shop route of the OpenAPI document, called with a shop
 * session of each staff account (owner, manager, support), answers exactly as it does for a
 * plain shopper, and what belongs to another shopper stays as it was.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, post, sessionCookieOf, useTestApp } from '../../test/helpers.ts';
import { createStaff, placeTestOrder, type TestOrder } from '../../test/staff.ts';

const t = useTestApp();

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
}

interface Actor {
  label: string;
  email: string;
  password: string;
}

let victim: TestOrder;
let reviewId: string;
let productId: string;
let routes: Route[];
const actors: Actor[] = [];

beforeAll(async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase() as Route['method'],
        path,
      })),
    );
  victim = await placeTestOrder(t.app, t.db);
  productId = await insertProduct(t.db, { name: 'Door Test Balm', price: 500, stock: 5 });
  const review = await post(
    t.app,
    '/api/reviews/createReview',
    { productId: victim.productId, rating: 4, comment: 'Mine, not staff’s.' },
    { cookie: victim.shopper.cookie },
  );
  expect(review.statusCode, review.body).toBe(201);
  reviewId = (
    await t.db.query<{ id: string }>('SELECT id FROM reviews WHERE product_id = $1', [
      victim.productId,
    ])
  ).rows[0]!.id;
  const shopperEmail = `plain-${Date.now()}@example.com`;
  const signup = await post(t.app, '/api/users/signup', {
    name: 'Plain Shopper',
    email: shopperEmail,
    password: 'plain shopper 123',
  });
  expect(signup.statusCode, signup.body).toBeLessThan(300);
  actors.push({ label: 'shopper', email: shopperEmail, password: 'plain shopper 123' });
  for (const role of ['owner', 'manager', 'support'] as const) {
    const staff = await createStaff(t.db, role);
    actors.push({ label: role, email: staff.email, password: staff.password });
  }
});

/** What each route is asked: everything aimed at the other shopper's order, review and account. */
function bodyFor(path: string): unknown {
  const bodies: Record<string, unknown> = {
    '/api/users/updateUserInformation': { id: victim.shopper.id, name: 'Taken Over' },
    '/api/orders/getAllOrdersForUser': { id: victim.shopper.id },
    '/api/orders/updateOrder': { id: victim.id, status: 'Delivered' },
    '/api/orders/createOrder': {
      name: 'Staff Member',
      phone: '03001234567',
      address: '1 Mall Road, Lahore',
      userID: victim.shopper.id,
      items: [{ id: productId, quantity: 1 }],
      totalAmount: 500,
    },
    '/api/reviews/updateReview': { id: reviewId, rating: 1, comment: 'Changed by staff.' },
    '/api/reviews/deleteReview': { id: reviewId },
    '/api/reviews/createReview': {
      productId: victim.productId,
      rating: 5,
      comment: 'As someone else.',
      userId: victim.shopper.id,
    },
    '/api/wishlist/getWishlist': { id: victim.shopper.id },
    '/api/wishlist/addToWishlist': { productIds: [productId], userId: victim.shopper.id },
    '/api/wishlist/removeFromWishlist': { productIds: [productId], userId: victim.shopper.id },
    '/api/products/getProductById': { id: victim.productId },
    '/api/reviews/getAllReviewsByProduct': { productId: victim.productId },
  };
  return bodies[path];
}

/** A shape of a JSON value: its keys and types, with the values that name nobody kept. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [
          key,
          key === 'role' || key === 'error' || key === 'message' ? inner : shape(inner),
        ]),
    );
  }
  return typeof value;
}

/** A fresh shop session of `actor` (each call gets its own: one route logs out). */
async function sessionOf(actor: Actor): Promise<string> {
  const login = await post(t.app, '/api/users/login', {
    email: actor.email,
    password: actor.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieOf(login);
}

async function ask(route: Route, cookie: string): Promise<LightMyRequestResponse> {
  const body = bodyFor(route.path);
  return t.app.inject({
    method: route.method,
    url: route.path,
    headers: {
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe('a shop session of a staff member', () => {
  it('answers every shop route of the contract exactly as a plain shopper’s does, and changes nothing of another’s', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const differences: string[] = [];
    for (const route of routes) {
      const answers: Record<string, { status: number; body: unknown }> = {};
      for (const actor of actors) {
        const reply = await ask(route, await sessionOf(actor));
        let body: unknown = reply.body;
        try {
          body = shape(JSON.parse(reply.body));
        } catch {
          // Not JSON: compared as it is.
        }
        answers[actor.label] = { status: reply.statusCode, body };
      }
      for (const actor of actors.slice(1)) {
        try {
          expect(answers[actor.label]).toEqual(answers['shopper']);
        } catch {
          differences.push(
            `${route.method} ${route.path}: ${actor.label} ${JSON.stringify(answers[actor.label])} vs shopper ${JSON.stringify(answers['shopper'])}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);

    // What belongs to the other shopper is as it was.
    const order = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      victim.id,
    ]);
    expect(order.rows[0]?.status).toBe('Pending');
    const review = await t.db.query<{ rating: number }>(
      'SELECT rating FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(review.rows[0]?.rating).toBe(4);
    const account = await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      victim.shopper.id,
    ]);
    expect(account.rows[0]?.name).toBe('Order Shopper');
  });
});
