/**
 * Review moderation: the queue and its filters, hiding with a reason and restoring, the
 * product's rating and count following at once, shopper reads leaving a hidden review out while
 * its author still sees it marked hidden, and the activity log keeping the reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertProduct,
  post,
  signUpAndLogIn,
  useTestApp,
  type TestUser,
} from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';

const t = useTestApp();

let support: TestStaff;

beforeAll(async () => {
  support = await signedInStaff(t.app, t.db, 'support');
});

async function review(shopper: TestUser, productId: string, rating: number, skinType: string) {
  const reply = await post(
    t.app,
    '/api/reviews/createReview',
    { productId, rating, comment: `Rated ${rating}`, skinType },
    { cookie: shopper.cookie },
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().review.id as string;
}

const product = async (id: string) =>
  (await post(t.app, '/api/products/getProductById', { id })).json().product;

const reviewsAs = async (id: string, cookie?: string) =>
  (
    await post(t.app, '/api/reviews/getAllReviewsByProduct', { id }, cookie ? { cookie } : {})
  ).json().reviews as { id: string; hidden: boolean; skinType: string }[];

describe('review moderation', () => {
  it('hides spam from the product page and its totals at once; the author still sees it', async () => {
    const productId = await insertProduct(t.db, { name: 'Moderated Face Oil' });
    const honest = await signUpAndLogIn(t.app, 'Honest Reviewer');
    const spammer = await signUpAndLogIn(t.app, 'Spam Reviewer');
    const honestId = await review(honest, productId, 4, 'dry');
    const spamId = await review(spammer, productId, 1, 'oily');
    expect(await product(productId)).toMatchObject({ averageRating: 2.5, reviewCount: 2 });

    const hide = await call(t.app, 'POST', `/api/admin/reviews/${spamId}/hide`, {
      cookie: support.cookie,
      body: { reason: 'spam', note: 'Links to a shop' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().review).toMatchObject({
      state: 'hidden',
      hiddenReason: 'spam',
      hiddenNote: 'Links to a shop',
      hiddenBy: { id: support.id, role: 'support' },
    });
    expect(await product(productId)).toMatchObject({ averageRating: 4, reviewCount: 1 });
    // A guest and another shopper: gone (and so from the skin-type averages built on the list).
    expect((await reviewsAs(productId)).map((each) => each.id)).toEqual([honestId]);
    expect((await reviewsAs(productId, honest.cookie)).map((each) => each.skinType)).toEqual([
      'dry',
    ]);
    const batch = await post(t.app, '/api/reviews/getReviewsByProducts', { ids: [productId] });
    expect(batch.json().reviews.map((each: { id: string }) => each.id)).toEqual([honestId]);
    // Its author: still there, marked hidden.
    const own = await reviewsAs(productId, spammer.cookie);
    expect(own.find((each) => each.id === spamId)).toMatchObject({ hidden: true });
    // Editing a hidden review leaves the totals alone.
    await post(
      t.app,
      '/api/reviews/updateReview',
      { id: spamId, rating: 5 },
      { cookie: spammer.cookie },
    );
    expect(await product(productId)).toMatchObject({ averageRating: 4, reviewCount: 1 });

    const again = await call(t.app, 'POST', `/api/admin/reviews/${spamId}/hide`, {
      cookie: support.cookie,
      body: { reason: 'abuse' },
    });
    expect(again.statusCode).toBe(409);

    const queue = await call(
      t.app,
      'GET',
      `/api/admin/reviews?productId=${productId}&state=hidden`,
      { cookie: support.cookie },
    );
    expect(queue.json().reviews.map((each: { id: string }) => each.id)).toEqual([spamId]);
    const byRating = await call(
      t.app,
      'GET',
      `/api/admin/reviews?productId=${productId}&rating=4`,
      {
        cookie: support.cookie,
      },
    );
    expect(byRating.json().reviews.map((each: { id: string }) => each.id)).toEqual([honestId]);

    const restore = await call(t.app, 'POST', `/api/admin/reviews/${spamId}/restore`, {
      cookie: support.cookie,
    });
    expect(restore.json().review.state).toBe('visible');
    expect(await product(productId)).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    const rows = await t.db.query<{ action: string; after: unknown }>(
      'SELECT action, after FROM activity WHERE entity_id = $1 ORDER BY id',
      [spamId],
    );
    expect(rows.rows).toEqual([
      {
        action: 'review.hide',
        after: { state: 'hidden', reason: 'spam', note: 'Links to a shop' },
      },
      { action: 'review.restore', after: { state: 'visible' } },
    ]);
  });

  it("finds reviews by part of the product's name, any case, across the whole catalogue", async () => {
    const tag = `Pickerkey${Math.random().toString(36).slice(2, 8)}`;
    const wanted = await insertProduct(t.db, { name: `${tag} Neem Face Wash` });
    const other = await insertProduct(t.db, { name: `${tag} Rose Toner` });
    const shopper = await signUpAndLogIn(t.app, 'Picker Reviewer');
    const wantedReview = await review(shopper, wanted, 5, 'oily');
    await review(shopper, other, 3, 'dry');
    const found = async (query: string) => {
      const reply = await call(t.app, 'GET', `/api/admin/reviews?${query}`, {
        cookie: support.cookie,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json() as { total: number; reviews: { id: string }[] };
    };
    const neem = await found(`product=${encodeURIComponent(`${tag} NEEM`)}`);
    expect(neem.reviews.map((each) => each.id)).toEqual([wantedReview]);
    expect(neem.total).toBe(1);
    expect((await found(`product=${tag}`)).total).toBe(2);
    // A typed % is a character.
    expect((await found(`product=${tag}%25`)).total).toBe(0);
  });

  it('refuses a reason other than spam, abuse or off-topic, and callers without a staff session', async () => {
    const productId = await insertProduct(t.db);
    const shopper = await signUpAndLogIn(t.app, 'Low Rater');
    const id = await review(shopper, productId, 1, 'dry');
    const refused = await call(t.app, 'POST', `/api/admin/reviews/${id}/hide`, {
      cookie: support.cookie,
      body: { reason: 'bad rating' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('"reason": must be one of spam, abuse, off-topic.');
    const shopperCall = await call(t.app, 'POST', `/api/admin/reviews/${id}/hide`, {
      cookie: shopper.cookie,
      body: { reason: 'spam' },
    });
    expect(shopperCall.statusCode).toBe(401);
    expect((await reviewsAs(productId)).map((each) => each.id)).toEqual([id]);
  });
});
