import { describe, expect, it } from 'vitest';
import { buildAppOver, insertProduct, post, useTestApp } from '../../test/helpers.ts';
import { z } from 'zod';
import { openApiPath, referencePagePath, replySerializer } from './contract.ts';

const t = useTestApp({ referencePage: true });

interface Operation {
  operationId?: string;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

async function servedDocument() {
  const reply = await t.app.inject({ method: 'GET', url: openApiPath });
  expect(reply.statusCode).toBe(200);
  return reply.json<{
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  }>();
}

describe('the contract', () => {
  it('is published as OpenAPI 3.1 with every call of SPEC.md §7 under its own path', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/signup',
        '/api/users/login',
        '/api/users/persistUserSession',
        '/api/users/logout',
        '/api/users/updateUserInformation',
        '/api/users/sendResetPasswordOTP',
        '/api/users/verifyOtp',
        '/api/users/updatePassword',
        '/api/contact/createContact',
        '/api/orders/createOrder',
        '/api/orders/getAllOrdersForUser',
        '/api/orders/updateOrder',
        '/api/coupons/verifyCouponAtCheckout',
        '/api/products/getProducts',
        '/api/products/getProductById',
        '/api/products/getLatestPRoducts',
        '/api/reviews/createReview',
        '/api/reviews/updateReview',
        '/api/reviews/deleteReview',
        '/api/reviews/getAllReviewsByProduct',
      ]),
    );
    expect(Object.keys(document.paths)).not.toContain(openApiPath);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Product', 'Order', 'OrderItem', 'Review', 'User']),
    );
  });

  it('describes the success reply and the refusals of every call, each named after it', async () => {
    const document = await servedDocument();
    const operationIds = new Set<string | undefined>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const call = `${method.toUpperCase()} ${path}`;
        // SPEC.md §7's calls are named by their path; the back office's (several methods on one
        // path) by what they do, `admin…`.
        if (path.startsWith('/api/admin/')) {
          expect(operation.operationId, call).toMatch(/^admin[A-Z]\w+$/);
        } else {
          expect(operation.operationId, call).toBe(path.split('/').pop());
        }
        expect(operationIds.has(operation.operationId), `${call}: duplicate operationId`).toBe(
          false,
        );
        operationIds.add(operation.operationId);
        const success = Object.entries(operation.responses).filter(([status]) =>
          status.startsWith('2'),
        );
        expect(success.length, call).toBeGreaterThan(0);
        for (const [status, response] of success) {
          expect(response.content?.['application/json']?.schema, `${call} ${status}`).toBeDefined();
        }
        if (path === '/api/health') continue;
        expect(operation.responses['4XX']?.content, call).toBeDefined();
      }
    }
    // The body a route checks is the body it documents, its sentences aside.
    const signup = document.paths['/api/users/signup']?.['post'];
    expect(signup?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            required: ['name', 'email', 'password'],
            properties: { password: { minLength: 8, maxLength: 128 } },
          },
        },
      },
    });
  });

  it('checks bodies with the sentences it always has', async () => {
    const reply = await post(t.app, '/api/products/getProductById', { id: 'nope' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: '"id": The product id is not a valid id.' });
    const missing = await post(t.app, '/api/users/login', { email: 'a@example.com' });
    expect(missing.json()).toEqual({ error: '"password" is required.' });
  });

  it('hears a guest out with 401 before anything about the body, as before', async () => {
    const reply = await post(t.app, '/api/orders/createOrder', { items: 'none' });
    expect(reply.statusCode).toBe(401);
  });

  it('shows a reference page in development, from files it serves itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${referencePagePath}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Offline: every script and stylesheet comes from the api, none from a CDN.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset).not.toMatch(/^(https?:)?\/\//);
    const script = await t.app.inject({
      method: 'GET',
      url: `${referencePagePath}/static/swagger-ui-bundle.js`,
    });
    expect(script.statusCode).toBe(200);
  });

  it('has no reference page in production, and still publishes the document', async () => {
    const production = await buildAppOver(t, { referencePage: false });
    try {
      const page = await production.inject({ method: 'GET', url: `${referencePagePath}/` });
      expect(page.statusCode).toBe(404);
      const document = await production.inject({ method: 'GET', url: openApiPath });
      expect(document.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('replies', () => {
  const reply = z.strictObject({
    name: z.string(),
    price: z.number(),
    image: z.strictObject({ srcSet: z.string() }).nullable(),
    tags: z.array(z.enum(['new', 'sale'])),
  });
  const writer = (checkReplies: boolean) =>
    replySerializer(checkReplies)({
      schema: reply,
      method: 'POST',
      url: '/api/example',
      httpStatus: '200',
    });

  it('are written from the document: a field it does not name never leaves the api', () => {
    const written = writer(false)({
      name: 'Rose Serum',
      price: 1250.5,
      image: { srcSet: '/images/rose-320.webp 320w' },
      tags: ['sale'],
      costPaisa: 90000,
    });
    expect(JSON.parse(written)).toEqual({
      name: 'Rose Serum',
      price: 1250.5,
      image: { srcSet: '/images/rose-320.webp 320w' },
      tags: ['sale'],
    });
  });

  it('outside production, a reply that leaves the document is refused (a 500), not sent', () => {
    expect(() =>
      writer(true)({ name: 'Rose Serum', price: '1250', image: null, tags: [] }),
    ).toThrow(/Response doesn't match the schema/);
    expect(() =>
      writer(true)({ name: 'Rose Serum', price: 1, image: null, tags: [], extra: 1 }),
    ).toThrow(/Response doesn't match the schema/);
  });

  it('in production and in the tests, a listing page is the same bytes', async () => {
    // Its own category's products: a sale, a plain one.
    const name = `Contract Serum ${Date.now()}`;
    await insertProduct(t.db, { name, category: 'Cosmetics', price: 1500, salePrice: 1200 });
    await insertProduct(t.db, { category: 'Cosmetics', price: 990.5 });
    const production = await buildAppOver(t, { checkReplies: false });
    try {
      const url = '/api/products/getProducts?category=Cosmetics&page=1';
      const [checked, unchecked] = await Promise.all(
        [t.app, production].map((app) => app.inject({ method: 'POST', url, payload: {} })),
      );
      expect(checked!.statusCode).toBe(200);
      expect(checked!.body).toContain(name);
      expect(unchecked!.body).toBe(checked!.body);
    } finally {
      await production.close();
    }
  });
});
