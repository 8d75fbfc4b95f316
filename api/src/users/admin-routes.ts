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
import { csvDownloadReplies, csvDownloadTerms, sendCsvDownload } from '../http/csv-download.ts';
import { notFound } from '../http/errors.ts';
import { uuid } from '../http/validation.ts';
import { customerOrderSummaries, orderSummary } from '../orders/admin-orders.ts';
import { shop } from '../shop.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor } from '../staff/sessions.ts';
import {
  customerFilter,
  customerSort,
  customersCsv,
  customerSummary,
  listCustomers,
} from './admin-customers.ts';
import { startPasswordReset } from './reset.ts';

const tags = ['admin'];

const customer = customerSummary
  .omit({ orderCount: true, verifiedBuyer: true })
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
        description:
          'One page of shopper accounts, 50 a page, filtered and sorted (newest first by default).',
        querystring: customerFilter.extend({ ...customerSort.shape, page: pageQuery }),
        response: {
          200: z.strictObject({ customers: z.array(customerSummary), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, sort, direction, ...filter } = request.query;
      const { customers, total } = await listCustomers(db, filter, pageWindow(page), {
        sort,
        direction,
      });
      return { customers, page, pageSize, total };
    },
  );

  api.get(
    '/api/admin/customers/export',
    {
      preValidation: requirePermission(context, 'export'),
      schema: {
        tags,
        operationId: 'adminExportCustomers',
        description: `Every customer matching the filter, newest first, ${csvDownloadTerms}`,
        querystring: customerFilter,
        response: csvDownloadReplies,
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'customers', customersCsv(db, request.query)),
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
