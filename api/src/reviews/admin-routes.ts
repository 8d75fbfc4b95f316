/**
 * Review moderation (reviews:moderate): the queue, newest first, filtered by rating, product
 * and state; hiding with a reason (spam, abuse, off-topic) and restoring. A hidden review
 * leaves the product's rating and count in the same transaction and every shopper read but its
 * author's own (api/src/reviews/routes.ts), with its activity row.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { refusals } from '../http/contract.ts';
import { conflict, notFound } from '../http/errors.ts';
import { multilineText, text, uuid } from '../http/validation.ts';
import { likeEscaped } from '../orders/admin-orders.ts';
import { skinTypes } from '../products/facets.ts';
import { staffRef } from '../staff/accounts.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor, type StaffActor } from '../staff/sessions.ts';

const tags = ['admin'];

/** Why a review may be hidden: moderation is for these, never for an honest low rating. */
export const hideReasons = ['spam', 'abuse', 'off-topic'] as const;

const adminReview = z
  .strictObject({
    id: z.uuid(),
    productId: z.uuid(),
    productName: z.string(),
    author: z.strictObject({ id: z.uuid(), name: z.string(), email: z.string() }),
    rating: z.int(),
    comment: z.string(),
    skinType: z.enum(skinTypes).nullable(),
    state: z.enum(['visible', 'hidden']),
    hiddenReason: z.enum(hideReasons).nullable(),
    hiddenNote: z.string().nullable(),
    hiddenAt: z.iso.datetime().nullable(),
    hiddenBy: staffRef.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminReview', description: 'A review in the moderation queue.' });

type AdminReview = z.output<typeof adminReview>;

interface Row {
  id: string;
  product_id: string;
  product_name: string;
  user_id: string;
  author_name: string;
  author_email: string;
  rating: number;
  comment: string;
  skin_type: AdminReview['skinType'];
  hidden_at: Date | null;
  hidden_reason: AdminReview['hiddenReason'];
  hidden_note: string | null;
  hidden_by: string | null;
  hider_name: string | null;
  hider_role: string | null;
  created_at: Date;
  updated_at: Date;
}

const select = `SELECT r.id, r.product_id, p.name AS product_name, r.user_id, u.name AS author_name,
    u.email AS author_email, r.rating, r.comment, r.skin_type, r.hidden_at, r.hidden_reason,
    r.hidden_note, r.hidden_by, h.name AS hider_name, h.role AS hider_role, r.created_at,
    r.updated_at
  FROM reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id
  LEFT JOIN users h ON h.id = r.hidden_by`;

const toReview = (row: Row): AdminReview => ({
  id: row.id,
  productId: row.product_id,
  productName: row.product_name,
  author: { id: row.user_id, name: row.author_name, email: row.author_email },
  rating: row.rating,
  comment: row.comment,
  skinType: row.skin_type,
  state: row.hidden_at ? 'hidden' : 'visible',
  hiddenReason: row.hidden_reason,
  hiddenNote: row.hidden_note,
  hiddenAt: row.hidden_at ? new Date(row.hidden_at).toISOString() : null,
  hiddenBy:
    row.hidden_by && row.hider_name
      ? { id: row.hidden_by, name: row.hider_name, role: row.hider_role ?? '' }
      : null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

async function loadReview(db: Queryable, id: string): Promise<AdminReview> {
  const found = await db.query<Row>(`${select} WHERE r.id = $1`, [id]);
  const row = found.rows[0];
  if (!row) throw notFound('There is no review with this id.');
  return toReview(row);
}

const queueQuery = z.strictObject({
  rating: z.coerce
    .number({ error: 'must be a whole number from 1 to 5.' })
    .int({ error: 'must be a whole number from 1 to 5.' })
    .min(1, { error: 'must be a whole number from 1 to 5.' })
    .max(5, { error: 'must be a whole number from 1 to 5.' })
    .optional(),
  productId: uuid('productId').optional(),
  product: text('The product', 0, 100)
    .optional()
    .describe(
      "Part of the product's name, any case: the whole catalogue, not a list to pick from.",
    ),
  state: z.enum(['visible', 'hidden'], { error: 'must be visible or hidden.' }).optional(),
  page: pageQuery,
});

const idParams = z.strictObject({ id: uuid('The review id') });
const reviewReply = z.strictObject({ review: adminReview });

/**
 * Hides (`hide`) or restores review `id` inside `tx`, moving the product's totals with it; 409
 * when it is already so.
 */
async function moderate(
  tx: Queryable,
  actor: StaffActor,
  id: string,
  hide: { reason: (typeof hideReasons)[number]; note?: string | undefined } | undefined,
): Promise<void> {
  const found = await tx.query<{
    product_id: string;
    rating: number;
    hidden: boolean;
    hidden_reason: string | null;
    name: string;
  }>(
    `SELECT r.product_id, r.rating, r.hidden_at IS NOT NULL AS hidden, r.hidden_reason, p.name
     FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  const row = found.rows[0];
  if (!row) throw notFound('There is no review with this id.');
  if (hide && row.hidden) throw conflict('This review is already hidden.');
  if (!hide && !row.hidden) throw conflict('This review is not hidden.');
  await tx.query(
    hide
      ? `UPDATE reviews SET hidden_at = now(), hidden_reason = $2, hidden_note = $3, hidden_by = $4
         WHERE id = $1`
      : `UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL, hidden_note = NULL,
           hidden_by = NULL WHERE id = $1`,
    hide ? [id, hide.reason, hide.note || null, actor.id] : [id],
  );
  // The rating and count follow at once: a listing's "top rated" and the page's stars agree.
  const sign = hide ? -1 : 1;
  await tx.query(
    `UPDATE products SET rating_sum = rating_sum + $2, review_count = review_count + $3
     WHERE id = $1`,
    [row.product_id, sign * row.rating, sign],
  );
  await recordActivity(tx, actor, {
    action: hide ? 'review.hide' : 'review.restore',
    entityType: 'review',
    entityId: id,
    entityName: row.name,
    before: hide ? { state: 'visible' } : { state: 'hidden', reason: row.hidden_reason },
    after: hide
      ? { state: 'hidden', reason: hide.reason, ...(hide.note ? { note: hide.note } : {}) }
      : { state: 'visible' },
  });
}

/** The back office's review moderation routes. */
export function registerAdminReviewRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const moderates = requirePermission(context, 'reviews:moderate');

  api.get(
    '/api/admin/reviews',
    {
      preValidation: moderates,
      schema: {
        tags,
        operationId: 'adminListReviews',
        description: 'The moderation queue, newest first, 50 a page, filtered.',
        querystring: queueQuery,
        response: {
          200: z.strictObject({ reviews: z.array(adminReview), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, rating, productId, product, state } = request.query;
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (rating !== undefined) conditions.push(`r.rating = $${params.push(rating)}`);
      if (productId) conditions.push(`r.product_id = $${params.push(productId)}`);
      const name = product?.trim().toLowerCase();
      if (name) conditions.push(`p.name_lower LIKE $${params.push(`%${likeEscaped(name)}%`)}`);
      if (state) conditions.push(`r.hidden_at IS ${state === 'hidden' ? 'NOT ' : ''}NULL`);
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const { limit, offset } = pageWindow(page);
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM reviews r JOIN products p ON p.id = r.product_id ${where}`,
        params,
      );
      const rows = await db.query<Row>(
        `${select} ${where} ORDER BY r.created_at DESC, r.id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      return {
        reviews: rows.rows.map(toReview),
        page,
        pageSize,
        total: counted.rows[0]?.total ?? 0,
      };
    },
  );

  api.post(
    '/api/admin/reviews/:id/hide',
    {
      preValidation: moderates,
      schema: {
        tags,
        operationId: 'adminHideReview',
        description:
          'Hides a review for spam, abuse or off-topic text: it leaves the product page, its rating and count and the skin-type averages at once; its author still sees it, marked hidden.',
        params: idParams,
        body: z.strictObject({
          reason: z.enum(hideReasons, { error: `must be one of ${hideReasons.join(', ')}.` }),
          note: multilineText('The note', 0, 500).optional(),
        }),
        response: { 200: reviewReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      await db.transaction((tx) => moderate(tx, actor, id, request.body));
      return { review: await loadReview(db, id) };
    },
  );

  api.post(
    '/api/admin/reviews/:id/restore',
    {
      preValidation: moderates,
      schema: {
        tags,
        operationId: 'adminRestoreReview',
        description: 'Shows a hidden review again, back in the rating and count.',
        params: idParams,
        response: { 200: reviewReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      await db.transaction((tx) => moderate(tx, actor, id, undefined));
      return { review: await loadReview(db, id) };
    },
  );
}
