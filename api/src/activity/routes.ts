import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { uuid } from '../http/validation.ts';
import { pageFields, pageQuery, pageWindow, pageSize, shopDay } from '../staff/listing.ts';
import { requirePermission } from '../staff/sessions.ts';
import { activityEntry, entityTypes, listActivity } from './activity.ts';

const activityQuery = z.strictObject({
  staffId: uuid('"staffId"').optional().describe("Only this staff member's changes."),
  entityType: z
    .enum(entityTypes, { error: `"entityType" must be one of ${entityTypes.join(', ')}.` })
    .optional()
    .describe('Only changes to this kind of thing.'),
  from: shopDay('from').optional(),
  to: shopDay('to').optional(),
  page: pageQuery,
});

/** The activity log's one route: reading it (`staff:manage`). Nothing changes or removes rows. */
export function registerActivityRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/activity',
    {
      preValidation: requirePermission(context, 'staff:manage'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListActivity',
        description: 'One page of the activity log, newest first, 50 a page.',
        querystring: activityQuery,
        response: {
          200: z.strictObject({ entries: z.array(activityEntry), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { entries, total } = await listActivity(context.db, filter, pageWindow(page));
      return { entries, page, pageSize, total };
    },
  );
}
