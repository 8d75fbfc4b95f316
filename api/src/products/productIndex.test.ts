/**
 * POST /api/products/getProductIndex: every product's id and last change, a slice at a time,
 * for the storefront's sitemap. Slices cover the catalogue once, in a stable order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, post, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();
const ids: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 7; i += 1) {
    ids.push(await insertProduct(t.db, { name: `Index Product ${i}`, createdMinutesAgo: i }));
  }
});

describe('getProductIndex', () => {
  it('gives every product once across slices, with the total and a last-change time', async () => {
    const seen: string[] = [];
    let total = 0;
    for (let offset = 0; offset < 10; offset += 3) {
      const reply = await post(t.app, '/api/products/getProductIndex', { offset, limit: 3 });
      expect(reply.statusCode).toBe(200);
      const body = reply.json<{
        total: number;
        productIndex: Array<{ id: string; updatedAt: string }>;
      }>();
      total = body.total;
      for (const entry of body.productIndex) {
        expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
        seen.push(entry.id);
      }
    }
    expect(total).toBe(ids.length);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it('refuses a slice it cannot give, with a sentence, and a body that is not one', async () => {
    for (const body of [
      { offset: 0, limit: 50_001 },
      { offset: 0, limit: 0 },
      { offset: -1, limit: 10 },
      { offset: 0.5, limit: 10 },
      { offset: '0', limit: 10 },
      { offset: 0, limit: 10, extra: true },
    ]) {
      const reply = await post(t.app, '/api/products/getProductIndex', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ error: string }>().error).toMatch(/\w+ /);
    }
  });
});
