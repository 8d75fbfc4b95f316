/**
 * `POST /api/admin/images`: a product photo's bytes as the body (Content-Type image/jpeg,
 * image/png or image/webp, else 415 before the body is read; what the photo is, is then read
 * from the bytes), and `/images/u/…` serving the stored photos and variants with a long
 * cache (their names never change content). Registered in a scope of its own, so the raw-body
 * parser it adds reaches no other route.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { imageInfo, productImageInfo } from '../products/admin-products.ts';
import { recordActivity } from '../activity/activity.ts';
import { requirePermission, requireStaffSession, staffActor } from '../staff/sessions.ts';
import { maxUploadBytes, storeUpload, svgSentence, tooLargeSentence } from './upload.ts';

/** The types a photo may be sent as. */
const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A body of any other type is refused (415) before it is read: text/plain, a form or an SVG is
 * never a photo, and the first two are what another site's page may send without asking.
 */
async function refuseOtherTypes(request: FastifyRequest, reply: FastifyReply) {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (photoTypes.has(type)) return undefined;
  return reply.status(415).send({
    error:
      type === 'image/svg+xml'
        ? svgSentence
        : 'Send the photo as a JPEG, PNG or WebP image (Content-Type: image/jpeg, image/png or image/webp).',
  });
}

/** Registers the upload route and the uploads' static serving. */
export async function registerImageRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  mkdirSync(path.join(context.uploadsDir, 'u'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(context.uploadsDir, 'u'),
    prefix: '/images/u/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
    index: false,
    wildcard: true,
  });
  await app.register(async (scope) => {
    // The photo types only (onRequest below refuses any other before reading it); what the bytes
    // are is then decided from the bytes themselves, whatever the type said.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxUploadBytes },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/images',
      {
        // Who is asking first (401 like every back-office route), then what they send.
        onRequest: [
          async (request) => {
            await requireStaffSession(request, context);
          },
          refuseOtherTypes,
        ],
        preValidation: requirePermission(context, 'catalog:write'),
        bodyLimit: maxUploadBytes,
        // Fastify's own "too large" sentence names the JSON limit: this route says its own.
        errorHandler: (error, request, reply) => {
          if (
            (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' &&
            Number(request.headers['content-length'] ?? Infinity) > maxUploadBytes
          ) {
            return reply.status(413).send({ error: tooLargeSentence });
          }
          throw error;
        },
        schema: {
          tags: ['admin'],
          operationId: 'adminUploadImage',
          description:
            'Stores a JPEG, PNG or WebP photo (≤ 8 MB, ≤ 40 megapixels; SVG refused) sent as the raw body, with WebP and AVIF variants at 320, 640 and 1024 px; served at /images/u/… with a year-long cache.',
          response: {
            201: z.strictObject({ image: productImageInfo }),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const actor = await staffActor(request, context);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const file = await storeUpload(body, context.uploadsDir);
        // The photo joins the shop's files: who added it, and when, is in the log.
        await context.db.transaction((tx) =>
          recordActivity(tx, actor, {
            action: 'product.photo_uploaded',
            entityType: 'product',
            entityId: file,
            entityName: file,
            before: null,
            after: { file, bytes: body.length },
          }),
        );
        return reply.status(201).send({ image: imageInfo(file, '') });
      },
    );
  });
}
