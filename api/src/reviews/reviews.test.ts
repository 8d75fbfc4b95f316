import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  insertProduct,
  post,
  signUpAndLogIn,
  type TestApp,
} from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
