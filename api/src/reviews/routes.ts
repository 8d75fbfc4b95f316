import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { PgErrorCode, pgErrorCode } from '../db/index.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { parse, text, uuid } from '../http/validation.ts';
import { productIdsBody } from '../products/ids.ts';
import { requireUser } from '../users/sessions.ts';

const rating = z
  .int({ error: 'Rating must be a whole number from 1 to 5.' })
  .min(1, { error: 'Rating must be a whole number from 1 to 5.' })
  .max(5, { error: 'Rating must be a whole number from 1 to 5.' });
const comment = text('The review text', 1, 2000);

const createBody = z.strictObject({
  productId: uuid('The product id'),
  rating,
  comment,
  userId: uuid('The user id').optional(),
});
const updateBody = z
  .strictObject({
    id: uuid('The review id'),
    rating: rating.optional(),
    comment: comment.optional(),
  })
  .refine((body) => body.rating !== undefined || body.comment !== undefined, {
    error: 'Send a new rating or text to update.',
  });
const byId = z.strictObject({ id: uuid('The id') });

/** A review on the wire, with its author's name. */
export interface Review {
  /** Review id. */
  id: string;
  /** The product reviewed. */
  productId: string;
  /** The author's id. */
  userId: string;
  /** The author's name. */
  name: string;
  /** 1 to 5 stars. */
  rating: number;
  /** The text. */
  comment: string;
  /** When written (ISO 8601). */
  createdAt: string;
  /** When last edited (ISO 8601). */
  updatedAt: string;
}

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  name: string;
  rating: number;
  comment: string;
  created_at: Date;
  updated_at: Date;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  name: row.name,
  rating: row.rating,
  comment: row.comment,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const reviewSelect = `SELECT r.id, r.product_id, r.user_id, u.name, r.rating, r.comment,
  r.created_at, r.updated_at FROM reviews r JOIN users u ON u.id = r.user_id`;

/** The review calls of SPEC.md §7: one review per user and product, edited only by its author. */
export function registerReviewRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const one = async (id: string) => {
    const found = await db.query<ReviewRow>(`${reviewSelect} WHERE r.id = $1`, [id]);
    return toReview(found.rows[0]!);
  };

  app.post('/api/reviews/createReview', async (request, reply) => {
    const user = await requireUser(request, context);
    const body = parse(createBody, request.body);
    if (body.userId !== undefined && body.userId !== user.id) throw forbidden();
    try {
      const id = await db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO reviews (product_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
           RETURNING id`,
          [body.productId, user.id, body.rating, body.comment],
        );
        await tx.query(
          `UPDATE products SET rating_sum = rating_sum + $2, review_count = review_count + 1
           WHERE id = $1`,
          [body.productId, body.rating],
        );
        return inserted.rows[0]!.id;
      });
      return reply
        .status(201)
        .send({ message: 'Review added successfully', review: await one(id) });
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === PgErrorCode.uniqueViolation) {
        throw conflict('You have already reviewed this product; edit your review instead.');
      }
      if (code === PgErrorCode.foreignKeyViolation)
        throw notFound('There is no product with this id.');
      throw error;
    }
  });

  app.post('/api/reviews/updateReview', async (request) => {
    const user = await requireUser(request, context);
    const body = parse(updateBody, request.body);
    await db.transaction(async (tx) => {
      const found = await tx.query<{ user_id: string; rating: number; product_id: string }>(
        'SELECT user_id, rating, product_id FROM reviews WHERE id = $1 FOR UPDATE',
        [body.id],
      );
      const review = found.rows[0];
      if (!review) throw notFound('There is no review with this id.');
      if (review.user_id !== user.id) throw forbidden('Only the author can edit this review.');
      const newRating = body.rating ?? review.rating;
      await tx.query(
        `UPDATE reviews SET rating = $2, comment = coalesce($3, comment), updated_at = now()
         WHERE id = $1`,
        [body.id, newRating, body.comment ?? null],
      );
      await tx.query('UPDATE products SET rating_sum = rating_sum + $2 WHERE id = $1', [
        review.product_id,
        newRating - review.rating,
      ]);
    });
    return { message: 'Review updated successfully', review: await one(body.id) };
  });

  app.post('/api/reviews/deleteReview', async (request) => {
    const user = await requireUser(request, context);
    const body = parse(byId, request.body);
    await db.transaction(async (tx) => {
      const found = await tx.query<{ user_id: string; rating: number; product_id: string }>(
        'SELECT user_id, rating, product_id FROM reviews WHERE id = $1 FOR UPDATE',
        [body.id],
      );
      const review = found.rows[0];
      if (!review) throw notFound('There is no review with this id.');
      if (review.user_id !== user.id) throw forbidden('Only the author can delete this review.');
      await tx.query('DELETE FROM reviews WHERE id = $1', [body.id]);
      await tx.query(
        `UPDATE products SET rating_sum = rating_sum - $2, review_count = review_count - 1
         WHERE id = $1`,
        [review.product_id, review.rating],
      );
    });
    return { message: 'Review deleted successfully' };
  });

  app.post('/api/reviews/getAllReviewsByProduct', async (request) => {
    const body = parse(byId, request.body);
    const found = await db.query<ReviewRow>(
      `${reviewSelect} WHERE r.product_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [body.id],
    );
    return { reviews: found.rows.map(toReview) };
  });

  // One query for a whole page of products (the gateway's DataLoader), not one per product.
  app.post('/api/reviews/getReviewsByProducts', async (request) => {
    const { ids } = parse(productIdsBody, request.body);
    const found = await db.query<ReviewRow>(
      `${reviewSelect} WHERE r.product_id = ANY($1::uuid[])
       ORDER BY array_position($1::uuid[], r.product_id), r.created_at DESC, r.id DESC`,
      [ids],
    );
    return { reviews: found.rows.map(toReview) };
  });
}
