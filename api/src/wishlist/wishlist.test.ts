import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertProduct, post, signUpAndLogIn, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

const call = (path: string, cookie: string, body?: unknown) =>
  post(t.app, `/api/wishlist/${path}`, body, { cookie });

describe('wishlist', () => {
  it('is for members only', async () => {
    for (const path of ['getWishlist', 'addToWishlist', 'removeFromWishlist']) {
      const reply = await post(t.app, `/api/wishlist/${path}`, { productIds: [randomUUID()] });
      expect(reply.statusCode, path).toBe(401);
    }
  });

  it('merges a list in: nothing lost, no duplicates, the merged first, unknown ids passed over', async () => {
    const mina = await signUpAndLogIn(t.app, 'Mina');
    const [a, b, c] = [
      await insertProduct(t.db),
      await insertProduct(t.db),
      await insertProduct(t.db),
    ];
    expect((await call('addToWishlist', mina.cookie, { productIds: [a] })).json()).toEqual({
      message: 'Saved to your wishlist',
      productIds: [a],
    });
    // What a guest kept in the browser: b newest, then a again, and a product since removed.
    const merged = await call('addToWishlist', mina.cookie, {
      productIds: [b, a, randomUUID(), c],
    });
    expect(merged.statusCode).toBe(200);
    const ids = merged.json().productIds as string[];
    expect([...ids].sort()).toEqual([a, b, c].sort());
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(c));
    const listed = (await call('getWishlist', mina.cookie)).json();
    expect(listed.productIds).toEqual(ids);
    expect(listed.productData.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it("keeps each member's list their own, and takes products off", async () => {
    const one = await signUpAndLogIn(t.app, 'One');
    const two = await signUpAndLogIn(t.app, 'Two');
    const p = await insertProduct(t.db);
    await call('addToWishlist', one.cookie, { productIds: [p] });
    expect((await call('getWishlist', two.cookie)).json().productIds).toEqual([]);
    const removed = await call('removeFromWishlist', one.cookie, { productIds: [p] });
    expect(removed.json()).toEqual({ message: 'Removed from your wishlist', productIds: [] });
  });

  it('refuses a body that is not a list of product ids, changing nothing', async () => {
    const rida = await signUpAndLogIn(t.app, 'Rida');
    for (const body of [{ productIds: [] }, { productIds: ['nope'] }, { ids: [randomUUID()] }]) {
      const reply = await call('addToWishlist', rida.cookie, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toEqual(expect.any(String));
    }
    expect((await call('getWishlist', rida.cookie)).json().productIds).toEqual([]);
  });
});
