/**
 * The back office's catalogue (issue 21) in one place: products, photo uploads, imports and
 * exports, coupons and review moderation.
 */
import type { FastifyInstance } from 'fastify';
import { registerAdminCatalogueRoutes } from '../catalog/admin-routes.ts';
import type { AppContext } from '../context.ts';
import { registerAdminCouponRoutes } from '../coupons/admin-routes.ts';
import { registerImageRoutes } from '../images/routes.ts';
import { registerAdminReviewRoutes } from '../reviews/admin-routes.ts';
import { registerAdminProductRoutes } from './admin-routes.ts';
import { registerAdminTranslationRoutes } from './admin-translations.ts';

/** Registers every catalogue route of the back office. */
export async function registerCatalogueAdmin(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  registerAdminProductRoutes(app, context);
  registerAdminTranslationRoutes(app, context);
  registerAdminCouponRoutes(app, context);
  registerAdminReviewRoutes(app, context);
  await registerImageRoutes(app, context);
  await registerAdminCatalogueRoutes(app, context);
}
