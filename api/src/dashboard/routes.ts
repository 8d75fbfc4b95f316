/** The back office's dashboard (`orders:read`): the day's figures at a glance. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { rupees } from '../products/product.ts';
import { shopDayOf, shopDayStart, shopToday } from '../staff/listing.ts';
import { requirePermission } from '../staff/sessions.ts';

/** Products with this many units or fewer count as low on stock. */
export const lowStockThreshold = 5;

/** Days the chart shows, today included. */
const chartDays = 14;

const dashboard = z
  .strictObject({
    today: z
      .strictObject({
        orders: z.int().describe('Orders placed today (shop time), cancelled ones excluded.'),
        revenue: z
          .number()
          .describe(
            'What they are worth, in rupees, less what was given back: a cancelled or returned order counts only the cash kept (collected less given back).',
          ),
      })
      .describe("Today's orders."),
    pendingOrders: z.int().describe('Orders still Pending, of any day.'),
    ordersPerDay: z
      .array(
        z.strictObject({
          date: z.string().describe('YYYY-MM-DD, shop time.'),
          orders: z.int(),
          revenue: z.number().describe('As `today.revenue`: net of what was given back.'),
        }),
      )
      .describe('The last 14 days, oldest first, today last; cancelled orders excluded.'),
    newMessages: z.int().describe('Contact messages still new.'),
    lowStock: z
      .array(z.strictObject({ id: z.uuid(), name: z.string(), stock: z.int() }))
      .describe('Products at or below the threshold, fewest first (20 at most).'),
    lowStockThreshold: z
      .int()
      .describe('The default threshold (5); each product may set its own (lowStockThreshold).'),
  })
  .meta({ id: 'AdminDashboard', description: "The dashboard's figures." });

/** The dashboard route. */
export function registerDashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      preValidation: requirePermission(context, 'orders:read'),
      schema: {
        tags: ['admin'],
        operationId: 'adminDashboard',
        description:
          "Today's orders and revenue, pending orders, 14 days of orders, new messages, low stock.",
        response: { 200: dashboard, ...refusals(401, 403) },
      },
    },
    async () => {
      const days = await db.query<{ day: string; orders: number; revenue: number }>(
        // Revenue nets out what was given back: an order still on its way or delivered counts
        // its total, a cancelled or returned one only the cash the shop kept; both less refunds.
        `SELECT to_char(day, 'YYYY-MM-DD') AS day,
           count(o.id) FILTER (WHERE o.status <> 'Cancelled')::int AS orders,
           coalesce(sum(CASE WHEN o.status IN ('Cancelled', 'Returned') THEN o.collected_paisa
             ELSE o.total_paisa END - o.refunded_paisa), 0)::int AS revenue
         FROM generate_series(${shopToday} - ${chartDays - 1}, ${shopToday}, interval '1 day') AS day
         LEFT JOIN orders o ON o.created_at >= ${shopDayStart(`(${shopToday} - ${chartDays - 1})`)}
           AND ${shopDayOf('o.created_at')} = day::date
         GROUP BY day ORDER BY day`,
      );
      const counts = await db.query<{ pending: number; messages: number }>(
        `SELECT (SELECT count(*)::int FROM orders WHERE status = 'Pending') AS pending,
           (SELECT count(*)::int FROM contact_messages WHERE state = 'new') AS messages`,
      );
      const lowStock = await db.query<{ id: string; name: string; stock: number }>(
        // Each product's own threshold (5 unless staff set another, migration 011).
        `SELECT id, name, stock FROM products WHERE stock <= low_stock_threshold
         ORDER BY stock, name LIMIT 20`,
      );
      const ordersPerDay = days.rows.map((row) => ({
        date: row.day,
        orders: row.orders,
        revenue: rupees(row.revenue),
      }));
      const today = ordersPerDay[ordersPerDay.length - 1] ?? { orders: 0, revenue: 0 };
      return {
        today: { orders: today.orders, revenue: today.revenue },
        pendingOrders: counts.rows[0]?.pending ?? 0,
        ordersPerDay,
        newMessages: counts.rows[0]?.messages ?? 0,
        lowStock: lowStock.rows,
        lowStockThreshold,
      };
    },
  );
}
