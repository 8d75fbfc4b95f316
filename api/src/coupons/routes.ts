import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { badRequest } from '../http/errors.ts';
import { text, uuid } from '../http/validation.ts';
import { priceCart } from '../orders/pricing.ts';
import { rupees } from '../products/product.ts';
import { assertSelf, requireUser } from '../users/sessions.ts';
import {
  assertUsable,
  discountPaisa,
  findCoupon,
  isEligible,
  nominalDiscount,
  notApplicable,
} from './coupon.ts';

/** A cart line a client may send to price the discount. */
export const cartLine = z.looseObject({
  id: uuid('Each item id'),
  quantity: z
    .int({ error: 'Each item quantity must be a whole number.' })
    .min(1, { error: 'Each item quantity must be at least 1.' })
    .max(99, { error: 'Each item quantity can be at most 99.' }),
});

const verifyBody = z.strictObject({
  code: text('The coupon code', 1, 40),
  userId: uuid('The user id').optional(),
  category: z
    .array(z.string({ error: 'Each category must be text.' }).max(40), {
      error: '"category" must be a list of categories.',
    })
    .max(100)
    .optional(),
  items: z.array(cartLine, { error: '"items" must be a list.' }).max(50).optional(),
});

const verifyReply = z.strictObject({
  message: z.string().describe("The api's sentence."),
  couponDiscountSuccess: z.literal(true),
  code: z.string().describe('The code as the shop spells it.'),
  discount: z.number().describe('Face value: a percentage, or rupees off for a fixed coupon.'),
  discountType: z.enum(['percent', 'fixed']),
  discountAmount: z
    .number()
    .describe('Rupees off the items sent (0 for a percentage without items).'),
  categories: z.array(z.string()).describe('Categories it applies to; [] for all.'),
});

/** The coupon call of SPEC.md §7: checks a code without using it up. */
export function registerCouponRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/coupons/verifyCouponAtCheckout',
    {
      // A guest hears 401 before anything about the body.
      preValidation: (request) => requireUser(request, context),
      schema: {
        description: "Checks a coupon for the session's shopper without using it up.",
        body: verifyBody,
        response: { 200: verifyReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const body = request.body;
      assertSelf(user, body.userId);
      const coupon = await findCoupon(db, body.code);
      await assertUsable(db, coupon, user.id);
      if (body.category && !body.category.some((category) => isEligible(coupon, category))) {
        throw badRequest(notApplicable(coupon));
      }
      const discountAmount = body.items?.length
        ? discountPaisa(coupon, await priceCart(db, body.items))
        : coupon.kind === 'fixed'
          ? coupon.value
          : 0;
      return {
        message: 'Coupon applied successfully',
        couponDiscountSuccess: true,
        code: coupon.code,
        discount: nominalDiscount(coupon),
        discountType: coupon.kind,
        discountAmount: rupees(discountAmount),
        categories: coupon.categories,
      } as const;
    },
  );
}
