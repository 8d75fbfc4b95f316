/**
 * `POST /api/admin/images`: a product photo's bytes as the body (Content-Type image/jpeg,
 * image/png or image/webp, else 415 before the body is read; what the photo is, is then read
 * from the bytes), answered once the WebP original is stored, its other sizes and AVIFs queued;
 * and `/images/u/…` serving the stored photos and those files with a long cache (their names
 * never change content). A file not made yet is answered with the nearest one that is, marked
 * `no-store`, so a page never shows a broken photo and the real file shows once it exists.
 * Registered in a scope of its own, so the raw-body parser it adds reaches no other route.
 */
import { mkdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { imageInfo, productImageInfo } from '../products/admin-products.ts';
import { recordActivity } from '../activity/activity.ts';
import { requirePermission, requireStaffSession, staffActor } from '../staff/sessions.ts';
import { maxUploadBytes, storeUpload, svgSentence, tooLargeSentence } from './upload.ts';
import { createVariantQueue, removeStaleTemporaries, type VariantQueue } from './variant-queue.ts';
import { parseStoredName, uploadsFolder, variantName } from './variants.ts';

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

/** A year: stored files never change (a new photo gets a new name). */
const immutable = { maxAge: 365 * 24 * 60 * 60 * 1000, immutable: true };

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * `GET /images/u/<name>`: the stored file; else, for a size or AVIF of a stored upload not made
 * yet (just uploaded, or left by a crash or a shutdown), the same width's WebP when it exists,
 * else the original, `no-store` so neither the browser nor a cache keeps it in place of the
 * real file, and the upload's files queued (again, if this process was not making them).
 */
function registerStoredFiles(app: FastifyInstance, uploadsDir: string, variants: VariantQueue) {
  app.get<{ Params: { name: string } }>(
    `/images/${uploadsFolder}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const name = `${uploadsFolder}/${request.params.name}`;
      const stored = parseStoredName(name);
      if (!stored) return reply.callNotFound();
      // reply.sendFile is @fastify/static's, decorated by app.ts for the seed's images/.
      if (await exists(path.join(uploadsDir, name))) {
        return reply.sendFile(name, uploadsDir, immutable);
      }
      const { file, derived } = stored;
      if (!derived || !(await exists(path.join(uploadsDir, file)))) return reply.callNotFound();
      void variants.add(file);
      const sameWidth =
        derived.format === 'avif' && derived.width !== undefined
          ? variantName(file, derived.width, 'webp')
          : undefined;
      const nearest =
        sameWidth && (await exists(path.join(uploadsDir, sameWidth))) ? sameWidth : file;
      void reply.header('cache-control', 'no-store');
      return reply.sendFile(nearest, uploadsDir, {
        cacheControl: false,
        etag: false,
        lastModified: false,
      });
    },
  );
}

/** Registers the upload route and the uploads' serving; their queue stops with the app. */
export async function registerImageRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  mkdirSync(path.join(context.uploadsDir, uploadsFolder), { recursive: true });
  await removeStaleTemporaries(context.uploadsDir);
  const variants = createVariantQueue(context.uploadsDir, app.log);
  app.addHook('onClose', () => variants.close());
  registerStoredFiles(app, context.uploadsDir, variants);
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
            'Stores a JPEG, PNG or WebP photo (≤ 8 MB, ≤ 40 megapixels; SVG refused) sent as the raw body, answering once its WebP is stored; its WebP and AVIF variants at 320, 640 and 1024 px are made after, in the background. Served at /images/u/… with a year-long cache; a variant not made yet is answered with the nearest that is, marked no-store.',
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
        // Its other sizes and AVIFs take seconds: made after this answers.
        void variants.add(file);
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
