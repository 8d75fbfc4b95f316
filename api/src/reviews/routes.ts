import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { PgErrorCode, pgErrorCode, type Queryable } from '../db/index.ts';
import { refusals } from '../http/contract.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { multilineText, uuid } from '../http/validation.ts';
import { skinTypes, type SkinType } from '../products/facets.ts';
import { productIdsBody } from '../products/ids.ts';
import { currentUser, requireUser } from '../users/sessions.ts';

const rating = z
  .int({ error: 'Rating must be a whole number from 1 to 5.' })
  .min(1, { error: 'Rating must be a whole number from 1 to 5.' })
  .max(5, { error: 'Rating must be a whole number from 1 to 5.' });
const comment = multilineText('The review text', 1, 2000);
const skinType = z
  .enum(skinTypes, { error: `skinType must be one of ${skinTypes.join(', ')}.` })
  .describe("The reviewer's skin type, if they say.");

const createBody = z.strictObject({
  productId: uuid('The product id'),
  rating,
  comment,
  skinType: skinType.optional(),
  userId: uuid('The user id').optional(),
});
const updateBody = z
  .strictObject({
    id: uuid('The review id'),
    rating: rating.optional(),
    comment: comment.optional(),
    skinType: skinType.nullable().optional().describe('A new skin type; null takes it off.'),
  })
  .refine(
    (body) =>
      body.rating !== undefined || body.comment !== undefined || body.skinType !== undefined,
    { error: 'Send a new rating, text or skin type to update.' },
  );
const byId = z.strictObject({ id: uuid('The id') });

/** A review on the wire, with its author's name. */
const review = z
  .strictObject({
    id: z.uuid().describe('Review id.'),
    productId: z.uuid().describe('The product reviewed.'),
    userId: z.uuid().describe("The author's id."),
    name: z.string().describe("The author's name."),
    rating: z.int().describe('1 to 5 stars.'),
    comment: z.string().describe('The text.'),
    skinType: z.enum(skinTypes).nullable().describe("The reviewer's skin type, if given."),
    verifiedBuyer: z
      .boolean()
      .describe('Whether the author has a Delivered order holding this product.'),
    createdAt: z.iso.datetime().describe('When written.'),
    updatedAt: z.iso.datetime().describe('When last edited.'),
    hidden: z
      .boolean()
      .describe('Hidden by the shop (spam, abuse, off-topic): only its author still sees it.'),
  })
  .meta({ id: 'Review', description: "A shopper's review of a product." });

/** A review on the wire, with its author's name. */
export type Review = z.output<typeof review>;

const message = z.string().describe("The api's sentence.");
const reviewReply = z.strictObject({ message, review });
const reviewList = z.strictObject({ reviews: z.array(review) });

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  name: string;
  rating: number;
  comment: string;
  skin_type: SkinType | null;
  verified_buyer: boolean;
  created_at: Date;
  updated_at: Date;
  hidden: boolean;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  name: row.name,
  rating: row.rating,
  comment: row.comment,
  skinType: row.skin_type,
  verifiedBuyer: row.verified_buyer,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  hidden: row.hidden,
});

// Verified by the shop's own records, never by what a client says: a Delivered order of the
// author's holding the product.
const reviewSelect = `SELECT r.id, r.product_id, r.user_id, u.name, r.rating, r.comment,
  r.skin_type, EXISTS (
    SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.user_id = r.user_id AND o.status = 'Delivered' AND i.product_id = r.product_id
  ) AS verified_buyer,
  r.created_at, r.updated_at, r.hidden_at IS NOT NULL AS hidden
  FROM reviews r JOIN users u ON u.id = r.user_id`;

/**
 * Which reviews a reader sees, `$n` being the reader's id or null: every visible one, and a
 * hidden one only by its author (marked hidden). Hidden ones are out of the product's totals.
 */
const seenBy = (placeholder: string) => `(r.hidden_at IS NULL OR r.user_id = ${placeholder}::uuid)`;

/**
 * Locks review `id` for a change by `userId`: its rating and product, for the product's totals.
 * A 404 when it does not exist, a 403 when someone else wrote it.
 */
async function lockOwnReview(
  tx: Queryable,
  id: string,
  userId: string,
  change: 'edit' | 'delete',
): Promise<{ rating: number; product_id: string; hidden: boolean }> {
  const found = await tx.query<{
    user_id: string;
    rating: number;
    product_id: string;
    hidden: boolean;
  }>(
    `SELECT user_id, rating, product_id, hidden_at IS NOT NULL AS hidden FROM reviews
     WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = found.rows[0];
  if (!row) throw notFound('There is no review with this id.');
  if (row.user_id !== userId) throw forbidden(`Only the author can ${change} this review.`);
  return row;
}

/** The review calls of SPEC.md §7: one review per user and product, edited only by its author. */
export function registerReviewRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest hears 401 before anything about the body.
  const signedIn = (request: FastifyRequest) => requireUser(request, context);

  const one = async (id: string) => {
    const found = await db.query<ReviewRow>(`${reviewSelect} WHERE r.id = $1`, [id]);
    return toReview(found.rows[0]!);
  };

  api.post(
    '/api/reviews/createReview',
    {
      preValidation: signedIn,
      schema: {
        body: createBody,
        response: { 201: reviewReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, context);
      const body = request.body;
      if (body.userId !== undefined && body.userId !== user.id) throw forbidden();
      try {
        const id = await db.transaction(async (tx) => {
          const inserted = await tx.query<{ id: string }>(
            `INSERT INTO reviews (product_id, user_id, rating, comment, skin_type)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [body.productId, user.id, body.rating, body.comment, body.skinType ?? null],
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
    },
  );

  api.post(
    '/api/reviews/updateReview',
    {
      preValidation: signedIn,
      schema: { body: updateBody, response: { 200: reviewReply, ...refusals(400, 401, 403, 404) } },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const body = request.body;
      await db.transaction(async (tx) => {
        const review = await lockOwnReview(tx, body.id, user.id, 'edit');
        const newRating = body.rating ?? review.rating;
        await tx.query(
          `UPDATE reviews SET rating = $2, comment = coalesce($3, comment),
             skin_type = CASE WHEN $4 THEN $5 ELSE skin_type END, updated_at = now()
           WHERE id = $1`,
          [
            body.id,
            newRating,
            body.comment ?? null,
            body.skinType !== undefined,
            body.skinType ?? null,
          ],
        );
        // A hidden review is out of the totals (review moderation): its edits stay out too.
        if (!review.hidden) {
          await tx.query('UPDATE products SET rating_sum = rating_sum + $2 WHERE id = $1', [
            review.product_id,
            newRating - review.rating,
          ]);
        }
      });
      return { message: 'Review updated successfully', review: await one(body.id) };
    },
  );

  api.post(
    '/api/reviews/deleteReview',
    {
      preValidation: signedIn,
      schema: {
        body: byId,
        response: { 200: z.strictObject({ message }), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const body = request.body;
      await db.transaction(async (tx) => {
        const review = await lockOwnReview(tx, body.id, user.id, 'delete');
        await tx.query('DELETE FROM reviews WHERE id = $1', [body.id]);
        if (review.hidden) return;
        await tx.query(
          `UPDATE products SET rating_sum = rating_sum - $2, review_count = review_count - 1
           WHERE id = $1`,
          [review.product_id, review.rating],
        );
      });
      return { message: 'Review deleted successfully' };
    },
  );

  api.post(
    '/api/reviews/getAllReviewsByProduct',
    {
      schema: {
        description: "One product's reviews, newest first.",
        body: byId,
        response: { 200: reviewList, ...refusals(400) },
      },
    },
    async (request) => {
      const viewer = await currentUser(request, context);
      const found = await db.query<ReviewRow>(
        `${reviewSelect} WHERE r.product_id = $1 AND ${seenBy('$2')}
         ORDER BY r.created_at DESC, r.id DESC`,
        [request.body.id, viewer?.id ?? null],
      );
      return { reviews: found.rows.map(toReview) };
    },
  );

  // One query for a whole page of products (the gateway's DataLoader), not one per product.
  api.post(
    '/api/reviews/getReviewsByProducts',
    {
      schema: {
        description: 'The reviews of every product asked for, by product, newest first.',
        body: productIdsBody,
        response: { 200: reviewList, ...refusals(400) },
      },
    },
    async (request) => {
      const viewer = await currentUser(request, context);
      const found = await db.query<ReviewRow>(
        `${reviewSelect} WHERE r.product_id = ANY($1::uuid[]) AND ${seenBy('$2')}
         ORDER BY array_position($1::uuid[], r.product_id), r.created_at DESC, r.id DESC`,
        [request.body.ids, viewer?.id ?? null],
      );
      return { reviews: found.rows.map(toReview) };
    },
  );
}
