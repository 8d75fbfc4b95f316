import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppOver,
  countingQueries,
  insertProduct,
  post,
  signUpAndLogIn,
  useTestApp,
} from '../../test/helpers.ts';
import { moveOrder, signedInStaff } from '../../test/staff.ts';

const t = useTestApp();

const product = async (id: string) =>
  (await post(t.app, '/api/products/getProductById', { id })).json().product;

describe('reviews', () => {
  it('creates, lists with the reviewer name, updates and deletes, keeping the product rating in step', async () => {
    const ayesha = await signUpAndLogIn(t.app, 'Ayesha');
    const sara = await signUpAndLogIn(t.app, 'Sara');
    const id = await insertProduct(t.db);

    const first = await post(
      t.app,
      '/api/reviews/createReview',
      { productId: id, rating: 5, comment: 'Lovely.' },
      { cookie: ayesha.cookie },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Review added successfully',
      review: { name: 'Ayesha', rating: 5 },
    });
    await post(
      t.app,
      '/api/reviews/createReview',
      { productId: id, rating: 2, comment: 'Not for me.' },
      { cookie: sara.cookie },
    );
    expect(await product(id)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    const all = await post(t.app, '/api/reviews/getAllReviewsByProduct', { id });
    expect(
      all
        .json()
        .reviews.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Ayesha', 'Sara']);

    const reviewId = first.json().review.id;
    const updated = await post(
      t.app,
      '/api/reviews/updateReview',
      { id: reviewId, rating: 4 },
      { cookie: ayesha.cookie },
    );
    expect(updated.json()).toMatchObject({
      message: 'Review updated successfully',
      review: { rating: 4, comment: 'Lovely.' },
    });
    expect(await product(id)).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const deleted = await post(
      t.app,
      '/api/reviews/deleteReview',
      { id: reviewId },
      { cookie: ayesha.cookie },
    );
    expect(deleted.json()).toEqual({ message: 'Review deleted successfully' });
    expect(await product(id)).toMatchObject({ averageRating: 2, reviewCount: 1 });
  });

  it('allows one review per user and product (409)', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db);
    const body = { productId: id, rating: 4, comment: 'Good.' };
    expect(
      (await post(t.app, '/api/reviews/createReview', body, { cookie: user.cookie })).statusCode,
    ).toBe(201);
    const again = await post(t.app, '/api/reviews/createReview', body, { cookie: user.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already reviewed/);
  });

  it('lets only the author edit or delete (403), and needs a session (401)', async () => {
    const author = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db);
    const review = (
      await post(
        t.app,
        '/api/reviews/createReview',
        { productId: id, rating: 5, comment: 'Mine.' },
        { cookie: author.cookie },
      )
    ).json().review;
    const edit = await post(
      t.app,
      '/api/reviews/updateReview',
      { id: review.id, comment: 'Hijacked' },
      { cookie: other.cookie },
    );
    expect(edit.statusCode).toBe(403);
    const remove = await post(
      t.app,
      '/api/reviews/deleteReview',
      { id: review.id },
      { cookie: other.cookie },
    );
    expect(remove.statusCode).toBe(403);
    const anonymous = await post(t.app, '/api/reviews/createReview', {
      productId: id,
      rating: 5,
      comment: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
    const inOthersName = await post(
      t.app,
      '/api/reviews/createReview',
      { productId: id, rating: 5, comment: 'x', userId: author.id },
      { cookie: other.cookie },
    );
    expect(inOthersName.statusCode).toBe(403);
    const reviews = (await post(t.app, '/api/reviews/getAllReviewsByProduct', { id })).json()
      .reviews;
    expect(reviews).toEqual([expect.objectContaining({ comment: 'Mine.' })]);
  });

  it('answers 404 for unknown products and reviews, 400 for bad ratings, text and ids', async () => {
    const user = await signUpAndLogIn(t.app);
    const id = await insertProduct(t.db);
    const create = (body: unknown) =>
      post(t.app, '/api/reviews/createReview', body, { cookie: user.cookie });
    expect(
      (await create({ productId: '00000000-0000-4000-8000-000000000000', rating: 5, comment: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await create({ productId: id, rating: 6, comment: 'x' })).json().error).toMatch(
      /1 to 5/,
    );
    expect((await create({ productId: id, rating: 4.5, comment: 'x' })).statusCode).toBe(400);
    expect((await create({ productId: id, rating: 4, comment: '   ' })).json().error).toMatch(
      /required/,
    );
    expect(
      (await create({ productId: id, rating: 4, comment: 'x'.repeat(2001) })).json().error,
    ).toMatch(/2000/);
    expect(
      (
        await post(
          t.app,
          '/api/reviews/deleteReview',
          { id: '00000000-0000-4000-8000-000000000000' },
          { cookie: user.cookie },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/reviews/updateReview',
          { id: '00000000-0000-4000-8000-000000000000', rating: 3 },
          { cookie: user.cookie },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/reviews/updateReview',
          { id: '00000000-0000-4000-8000-000000000000' },
          { cookie: user.cookie },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, '/api/reviews/getAllReviewsByProduct', { id: 'abc' })).statusCode,
    ).toBe(400);
  });
});

describe('getReviewsByProducts', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const byProducts = (body: unknown) => post(t.app, '/api/reviews/getReviewsByProducts', body);
  const review = async (cookie: string, productId: string, rating: number, minutesAgo: number) => {
    const created = await post(
      t.app,
      '/api/reviews/createReview',
      { productId, rating, comment: `Rated ${rating}.` },
      { cookie },
    );
    const id: string = created.json().review.id;
    // Distinct ages, so "newest first" has one right answer.
    await t.db.query(
      `UPDATE reviews SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [id, minutesAgo],
    );
    return id;
  };

  let first: string;
  let second: string;
  let silent: string;
  const reviewIds: Record<string, string> = {};
  beforeAll(async () => {
    const [ayesha, sara, hina] = [
      await signUpAndLogIn(t.app, 'Ayesha'),
      await signUpAndLogIn(t.app, 'Sara'),
      await signUpAndLogIn(t.app, 'Hina'),
    ];
    first = await insertProduct(t.db);
    second = await insertProduct(t.db);
    silent = await insertProduct(t.db);
    reviewIds.firstOld = await review(ayesha!.cookie, first, 5, 30);
    reviewIds.firstNew = await review(sara!.cookie, first, 3, 10);
    reviewIds.firstMid = await review(hina!.cookie, first, 4, 20);
    reviewIds.second = await review(ayesha!.cookie, second, 2, 40);
  });

  it('returns every review of the products asked, grouped in the order asked, newest first', async () => {
    const reply = await byProducts({ ids: [second, unknown, silent, first, second] });
    expect(reply.statusCode).toBe(200);
    const { reviews } = reply.json();
    expect(reviews.map((r: { id: string }) => r.id)).toEqual([
      reviewIds.second,
      reviewIds.firstNew,
      reviewIds.firstMid,
      reviewIds.firstOld,
    ]);
    expect(reviews.map((r: { productId: string }) => r.productId)).toEqual([
      second,
      first,
      first,
      first,
    ]);
    expect(reviews.map((r: { name: string }) => r.name)).toEqual([
      'Ayesha',
      'Sara',
      'Hina',
      'Ayesha',
    ]);
  });

  it('gives each review exactly the shape getAllReviewsByProduct gives it', async () => {
    const { reviews } = (await byProducts({ ids: [first, second] })).json();
    const single = [
      ...(await post(t.app, '/api/reviews/getAllReviewsByProduct', { id: first })).json().reviews,
      ...(await post(t.app, '/api/reviews/getAllReviewsByProduct', { id: second })).json().reviews,
    ];
    expect(reviews).toEqual(single);
  });

  it('answers an empty list for products nobody reviewed or nobody sells', async () => {
    const reply = await byProducts({ ids: [silent, unknown] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ reviews: [] });
  });

  it('reads all the products’ reviews in one query', async () => {
    const { db: counting, queries } = countingQueries(t.db);
    const app = await buildAppOver(t, { db: counting });
    try {
      const reply = await post(app, '/api/reviews/getReviewsByProducts', {
        ids: [first, second, silent],
      });
      expect(reply.json().reviews).toHaveLength(4);
      expect(queries).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('refuses an empty, oversized or malformed list with a sentence (400), changing nothing', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ids: [] }, /at least one product id/],
      [{ ids: Array.from({ length: 101 }, () => first) }, /at most 100 product ids/],
      [{ ids: [first, 'abc'] }, /"ids\[1\]".*not a valid id/],
      [{ ids: [first, null] }, /not a valid id/],
      [{ ids: { 0: first } }, /"ids" must be a list of product ids/],
      [{ id: first }, /"ids" is required|unknown field "id"/],
      [[first], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const reply = await byProducts(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toMatch(message);
    }
    expect((await product(first)).reviewCount).toBe(3);
    expect((await byProducts({ ids: [first] })).json().reviews).toHaveLength(3);
  });
});

describe('skin types and verified buyers', () => {
  const reviewsOf = async (id: string) =>
    (await post(t.app, '/api/reviews/getAllReviewsByProduct', { id })).json().reviews as {
      name: string;
      skinType: string | null;
      verifiedBuyer: boolean;
    }[];

  it('keeps the skin type a reviewer gives, changes it and takes it off', async () => {
    const zara = await signUpAndLogIn(t.app, 'Zara');
    const id = await insertProduct(t.db);
    const created = await post(
      t.app,
      '/api/reviews/createReview',
      { productId: id, rating: 4, comment: 'Calm skin.', skinType: 'sensitive' },
      { cookie: zara.cookie },
    );
    expect(created.json().review).toMatchObject({ skinType: 'sensitive', verifiedBuyer: false });
    const reviewId = created.json().review.id;
    const update = (skinType: string | null) =>
      post(t.app, '/api/reviews/updateReview', { id: reviewId, skinType }, { cookie: zara.cookie });
    expect((await update('dry')).json().review.skinType).toBe('dry');
    expect((await update(null)).json().review.skinType).toBeNull();
    expect((await reviewsOf(id))[0]!.skinType).toBeNull();
  });

  it('refuses an unknown skin type, and a client claiming to be verified', async () => {
    const nida = await signUpAndLogIn(t.app, 'Nida');
    const id = await insertProduct(t.db);
    const unknown = await post(
      t.app,
      '/api/reviews/createReview',
      { productId: id, rating: 4, comment: 'Hm.', skinType: 'greasy' },
      { cookie: nida.cookie },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain(
      'skinType must be one of dry, oily, combination, sensitive, normal.',
    );
    const claimed = await post(
      t.app,
      '/api/reviews/createReview',
      { productId: id, rating: 5, comment: 'Trust me.', verifiedBuyer: true },
      { cookie: nida.cookie },
    );
    expect(claimed.statusCode).toBe(400);
    expect(await reviewsOf(id)).toEqual([]);
  });

  it('marks a review verified once the shop delivers an order of the author holding the product', async () => {
    const buyer = await signUpAndLogIn(t.app, 'Buyer');
    const browser = await signUpAndLogIn(t.app, 'Browser');
    const staff = await signedInStaff(t.app, t.db, 'manager');
    const id = await insertProduct(t.db, { price: 500, stock: 5 });
    const placed = await post(
      t.app,
      '/api/orders/createOrder',
      {
        name: 'Buyer',
        phone: '03001234567',
        address: '1 Mall Road, Lahore',
        userID: buyer.id,
        items: [{ id, quantity: 1 }],
        totalAmount: 500,
      },
      { cookie: buyer.cookie },
    );
    expect(placed.statusCode).toBe(201);
    for (const who of [buyer, browser]) {
      await post(
        t.app,
        '/api/reviews/createReview',
        { productId: id, rating: 5, comment: 'Nice.' },
        { cookie: who.cookie },
      );
    }
    const verified = async () =>
      Object.fromEntries(
        (await reviewsOf(id)).map((review) => [review.name, review.verifiedBuyer]),
      );
    // Ordered is not enough: the order has to arrive.
    expect(await verified()).toEqual({ Buyer: false, Browser: false });
    const orderId = placed.json().order.id;
    await moveOrder(t.app, staff, orderId, ['Dispatched', 'Delivered']);
    expect(await verified()).toEqual({ Buyer: true, Browser: false });
  });
});
