import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { uuid } from '../http/validation.ts';
import { findProducts } from '../products/repository.ts';
import { product } from '../products/routes.ts';
import { requireUser } from '../users/sessions.ts';
import { addToWishlist, removeFromWishlist, wishlistIds, wishlistLimit } from './wishlist.ts';

const idsBody = z.strictObject({
  productIds: z
    .array(uuid('The product id'), { error: '"productIds" must be a list of product ids.' })
    .min(1, { error: 'Send at least one product id.' })
    .max(wishlistLimit, { error: `Send at most ${wishlistLimit} product ids.` })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .describe('Product ids, the first the newest; unknown ids are passed over.'),
});

const changed = z.strictObject({
  message: z.string().describe("The api's sentence."),
  productIds: z.array(z.uuid()).describe('The wishlist now, newest first.'),
});

/**
 * A member's wishlist (DESIGN.md, Discovery), owner-only like orders: the session says whose,
 * the body never does.
 */
export function registerWishlistRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: FastifyRequest) => requireUser(request, context);

  api.post(
    '/api/wishlist/getWishlist',
    {
      preValidation: signedIn,
      schema: {
        description: "The session's shopper's wishlist, newest first, with the products.",
        response: {
          200: z.strictObject({
            productIds: z.array(z.uuid()).describe('Newest first.'),
            productData: z.array(product).describe('The same products, in that order.'),
          }),
          ...refusals(401),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const ids = await wishlistIds(db, user.id);
      return { productIds: ids, productData: ids.length > 0 ? await findProducts(db, ids) : [] };
    },
  );

  api.post(
    '/api/wishlist/addToWishlist',
    {
      preValidation: signedIn,
      schema: {
        description:
          "Puts products on the shopper's wishlist; those already there stay (and keep their place). A guest's list merges in this way at login.",
        body: idsBody,
        response: { 200: changed, ...refusals(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const ids = await db.transaction(async (tx) => {
        await addToWishlist(tx, user.id, request.body.productIds);
        return wishlistIds(tx, user.id);
      });
      return { message: 'Saved to your wishlist', productIds: ids };
    },
  );

  api.post(
    '/api/wishlist/removeFromWishlist',
    {
      preValidation: signedIn,
      schema: {
        description: "Takes products off the shopper's wishlist.",
        body: idsBody,
        response: { 200: changed, ...refusals(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request, context);
      const ids = await db.transaction(async (tx) => {
        await removeFromWishlist(tx, user.id, request.body.productIds);
        return wishlistIds(tx, user.id);
      });
      return { message: 'Removed from your wishlist', productIds: ids };
    },
  );
}
