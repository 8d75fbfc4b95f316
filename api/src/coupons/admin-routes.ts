/**
 * The back office's coupon calls: the list with uses and what is left and one coupon (any staff
 * member), create, edit at a version, and deactivate (coupons:write).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { fieldRefusal, refuseInvalid, staleRefusal } from '../http/field-refusal.ts';
import { uuid } from '../http/validation.ts';
import { pageFields, pageQuery, pageSize, pageWindow } from '../staff/listing.ts';
import { requirePermission, staffActor } from '../staff/sessions.ts';
import {
  adminCoupon,
  couponFilter,
  createCoupon,
  createCouponBody,
  deactivateCoupon,
  listCoupons,
  loadCoupon,
  updateCoupon,
  updateCouponBody,
} from './admin-coupons.ts';

const tags = ['admin'];

const idParams = z.strictObject({ id: uuid('The coupon id') });

const couponReply = z.strictObject({ coupon: adminCoupon });

const staleReply = staleRefusal('coupon', 'code');

/** The back office's coupon routes. */
export function registerAdminCouponRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // No permission named: any signed-in staff member may look.
  const read = requirePermission(context);
  const write = requirePermission(context, 'coupons:write');

  api.get(
    '/api/admin/coupons',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminListCoupons',
        description: 'One page of coupons, newest first, with uses and what is left.',
        querystring: couponFilter.extend({ page: pageQuery }),
        response: {
          200: z.strictObject({ coupons: z.array(adminCoupon), ...pageFields }),
          ...refusals(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { coupons, total } = await listCoupons(db, filter, pageWindow(page));
      return { coupons, page, pageSize, total };
    },
  );

  api.get(
    '/api/admin/coupons/:id',
    {
      preValidation: read,
      schema: {
        tags,
        operationId: 'adminGetCoupon',
        description: 'One coupon.',
        params: idParams,
        response: { 200: couponReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => ({ coupon: await loadCoupon(db, request.params.id) }),
  );

  api.post(
    '/api/admin/coupons',
    {
      preValidation: write,
      attachValidation: true,
      schema: {
        tags,
        operationId: 'adminCreateCoupon',
        description: 'Adds a coupon; its code is unique whatever the case.',
        body: createCouponBody,
        response: { 201: couponReply, ...refusals(401, 403), 400: fieldRefusal, 409: staleReply },
      },
    },
    async (request, reply) => {
      refuseInvalid(request, createCouponBody);
      const actor = await staffActor(request, context);
      const id = await db.transaction((tx) => createCoupon(tx, actor, request.body));
      return reply.status(201).send({ coupon: await loadCoupon(db, id) });
    },
  );

  api.patch(
    '/api/admin/coupons/:id',
    {
      preValidation: write,
      attachValidation: true,
      schema: {
        tags,
        operationId: 'adminUpdateCoupon',
        description:
          'Saves a coupon at the `version` you opened (409 when changed since); orders already placed keep the discount they were charged.',
        params: idParams,
        body: updateCouponBody,
        response: {
          200: couponReply,
          ...refusals(401, 403, 404),
          400: fieldRefusal,
          409: staleReply,
        },
      },
    },
    async (request) => {
      refuseInvalid(request, updateCouponBody);
      const actor = await staffActor(request, context);
      const { version, ...input } = request.body;
      const { id } = request.params;
      await db.transaction((tx) => updateCoupon(tx, actor, id, input, version));
      return { coupon: await loadCoupon(db, id) };
    },
  );

  api.post(
    '/api/admin/coupons/:id/deactivate',
    {
      preValidation: write,
      schema: {
        tags,
        operationId: 'adminDeactivateCoupon',
        description: 'Stops a coupon being used; already inactive: unchanged.',
        params: idParams,
        body: z
          .strictObject({
            version: z
              .int({ error: '"version" must be the whole number the coupon showed.' })
              .min(1, { error: '"version" must be the whole number the coupon showed.' })
              .optional(),
          })
          .optional(),
        response: { 200: couponReply, ...refusals(400, 401, 403, 404), 409: staleReply },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id } = request.params;
      await db.transaction((tx) => deactivateCoupon(tx, actor, id, request.body?.version));
      return { coupon: await loadCoupon(db, id) };
    },
  );
}
