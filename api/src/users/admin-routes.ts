/**
 * The back office's customers (`customers:read`): search, one customer with their orders,
 * wishlist size and reviews, and sending them their own password reset. Never a hash.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { notFound } from '../http/errors.ts';
import { text, uuid } from '../http/validation.ts';
import { customerOrderSummaries, likeEscaped, orderSummary } from '../orders/admin-orders.ts';
import { shop } from '../shop.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor } from '../staff/sessions.ts';
import { startPasswordReset } from './reset.ts';

const tags = ['admin'];

const customerSummary = z
  .strictObject({
    id: z.uuid().describe('Account id.'),
    name: z.string().describe('Full name.'),
    email: z.string().describe('Email.'),
    phone: z.string().describe("Phone; '' until given."),
    orderCount: z.int().describe('Orders placed.'),
    createdAt: z.iso.datetime().describe('When the account was created.'),
  })
  .meta({ id: 'AdminCustomerSummary', description: 'A customer as a row of the list.' });

const customer = customerSummary
  .omit({ orderCount: true })
  .extend({
    address: z.string().describe("Shipping address; '' until given."),
    wishlistSize: z.int().describe('Products on their wishlist.'),
    orders: z.array(orderSummary).describe('Their orders, newest first.'),
    reviews: z
      .array(
        z.strictObject({
          id: z.uuid(),
          productId: z.uuid(),
          productName: z.string(),
          rating: z.int(),
          comment: z.string(),
          createdAt: z.iso.datetime(),
        }),
      )
      .describe('Their reviews, newest first.'),
  })
  .meta({ id: 'AdminCustomer', description: 'A customer with what their page shows.' });

interface CustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  order_count: number;
  created_at: Date;
}

const idParams = z.strictObject({ id: uuid('The customer id') });

/** The back office's customer routes. */
export function registerAdminCustomerRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, mailer } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = requirePermission(context, 'customers:read');

  const findCustomer = async (id: string) => {
    const rows = await db.query<CustomerRow>(
      `SELECT id, name, email, phone, address, created_at, 0 AS order_count FROM users
       WHERE id = $1 AND role = 'customer'`,
      [id],
    );
    const row = rows.rows[0];
    if (!row) throw notFound('There is no customer with this id.');
    return row;
  };

  api.get(
    '/api/admin/customers',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminListCustomers',
        description: 'One page of shopper accounts, newest first, 50 a page.',
        querystring: z.strictObject({
          search: text('The search', 0, 100).optional().describe('Part of a name, email or phone.'),
          page: pageQuery,
        }),
        response: {
          200: z.strictObject({ customers: z.array(customerSummary), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const params: unknown[] = [];
      let where = `WHERE u.role = 'customer'`;
      if (search) {
        params.push(`%${likeEscaped(search.toLowerCase())}%`);
        const digits = search.replace(/[\s()-]/g, '');
        where += ` AND (lower(u.name) LIKE $1 OR lower(u.email) LIKE $1`;
        if (digits) {
          params.push(`%${likeEscaped(digits)}%`);
          where += ` OR u.phone LIKE $2`;
        }
        where += ')';
      }
      const { limit, offset } = pageWindow(page);
      const count = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM users u ${where}`,
        params,
      );
      const rows = await db.query<CustomerRow>(
        `SELECT u.id, u.name, u.email, u.phone, u.address, u.created_at,
           (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS order_count
         FROM users u ${where} ORDER BY u.created_at DESC, u.id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      return {
        customers: rows.rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          orderCount: row.order_count,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        page,
        pageSize,
        total: count.rows[0]?.total ?? 0,
      };
    },
  );

  api.get(
    '/api/admin/customers/:id',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminGetCustomer',
        description: 'One customer with their orders, wishlist size and reviews.',
        params: idParams,
        response: { 200: z.strictObject({ customer }), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findCustomer(request.params.id);
      const wishlist = await db.query<{ size: number }>(
        'SELECT count(*)::int AS size FROM wishlist_items WHERE user_id = $1',
        [row.id],
      );
      const reviews = await db.query<{
        id: string;
        product_id: string;
        product_name: string;
        rating: number;
        comment: string;
        created_at: Date;
      }>(
        `SELECT r.id, r.product_id, p.name AS product_name, r.rating, r.comment, r.created_at
         FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE r.user_id = $1 ORDER BY r.created_at DESC`,
        [row.id],
      );
      return {
        customer: {
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          createdAt: new Date(row.created_at).toISOString(),
          wishlistSize: wishlist.rows[0]?.size ?? 0,
          orders: await customerOrderSummaries(db, row.id),
          reviews: reviews.rows.map((review) => ({
            id: review.id,
            productId: review.product_id,
            productName: review.product_name,
            rating: review.rating,
            comment: review.comment,
            createdAt: new Date(review.created_at).toISOString(),
          })),
        },
      };
    },
  );

  api.post(
    '/api/admin/customers/:id/password-reset',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminSendCustomerPasswordReset',
        description:
          "Starts the customer's own password reset: they get the reset code and a link to enter it.",
        params: idParams,
        response: {
          200: z.strictObject({ message: z.string() }),
          ...refusals(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const row = await findCustomer(request.params.id);
      const reset = await startPasswordReset(db, row.email.toLowerCase(), (tx, started) =>
        recordActivity(tx, actor, {
          action: 'customer.password_reset',
          entityType: 'customer',
          entityId: row.id,
          entityName: row.email,
          after: { resetRequestId: started.id },
        }),
      );
      const link = `${new URL(context.backOfficeUrl).origin}/otp/${reset.id}`;
      await mailer
        .send({
          to: row.email,
          subject: `Your ${shop.name} password reset code`,
          text:
            `Hello ${row.name},\n\nThe ${shop.name} team sent you a way to choose a new password.\n` +
            `Your code is ${reset.code}; enter it within 10 minutes at:\n\n${link}\n\n` +
            `If you did not ask for it, ignore this mail: your password stays as it is.\n\n${shop.name}\n`,
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail failed'));
      return { message: `A password reset was mailed to ${row.email}.` };
    },
  );
}
