/**
 * The back office's catalogue files: the JSON catalogue import and the products CSV import, each
 * with a dry run listing what would be created and changed (catalog:write), and the products CSV
 * export (export). The CSV import reads text/csv in a scope of its own, so no other route
 * accepts it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { badRequest } from '../http/errors.ts';
import { check } from '../http/validation.ts';
import { assertImageExists } from '../products/admin-products.ts';
import { requirePermission, staffActor } from '../staff/sessions.ts';
import { readCatalogFile, runImport, type ImportPlan, type ProductExtras } from './admin-import.ts';
import { CatalogError } from './catalog.ts';
import { productsCsv, parseProductsCsv } from './products-csv.ts';
import { catalogFile, type CatalogFile } from './schema.ts';
import type { StaffActor } from '../staff/sessions.ts';
import type { FastifyRequest } from 'fastify';

/** Largest catalogue file or CSV accepted (5 MB). */
export const maxImportBytes = 5 * 1024 * 1024;

const tags = ['admin'];

const changes = (key: 'name' | 'code') =>
  z.strictObject({
    created: z.array(z.string()).describe(`The ${key}s it adds.`),
    changed: z
      .array(z.strictObject({ [key]: z.string(), fields: z.array(z.string()) }))
      .describe('The ones it changes, with the fields that move.'),
    unchanged: z.int().describe('How many it names that stay as they are.'),
  });

const importPlan = z
  .strictObject({
    dryRun: z.boolean().describe('True: nothing was written.'),
    products: changes('name'),
    coupons: changes('code'),
  })
  .meta({ id: 'AdminImportPlan', description: 'What an import creates and changes.' });

const dryRunQuery = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: 'must be true or false.' })
    .default('true')
    .describe('true (the default): only say what would change.'),
});

/** Runs an import, turning a rule the file breaks into a 400. */
async function imported(
  context: AppContext,
  actor: StaffActor,
  file: CatalogFile,
  dryRun: boolean,
  extras?: Map<string, ProductExtras>,
): Promise<ImportPlan> {
  for (const [index, product] of file.products.entries()) {
    assertImageExists(product.image, context.uploadsDir, `products[${index}].image`);
  }
  try {
    return await runImport(context.db, actor, file, { dryRun, ...(extras ? { extras } : {}) });
  } catch (error) {
    if (error instanceof CatalogError) throw badRequest(error.message);
    throw error;
  }
}

/** A catalogue file the route took unchecked, checked now: a 400 naming its first problem. */
async function fileOf(body: unknown): Promise<CatalogFile> {
  try {
    return await readCatalogFile(body === null ? undefined : body);
  } catch (error) {
    if (error instanceof CatalogError) throw badRequest(error.message);
    throw error;
  }
}

/** The back office's catalogue import and export routes. */
export async function registerAdminCatalogueRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const write = requirePermission(context, 'catalog:write');

  api.post(
    '/api/admin/catalogue/import',
    {
      preValidation: write,
      bodyLimit: maxImportBytes,
      // The body is checked in the handler, a few hundred entries at a time (readCatalogFile):
      // checking a 5 MB file in one go held every other request up for half a second.
      validatorCompiler: ({ schema, httpPart }) =>
        httpPart === 'body'
          ? (data) => ({ value: data })
          : (data) => check(schema as unknown as z.ZodType, data),
      schema: {
        tags,
        operationId: 'adminImportCatalogue',
        description:
          'The catalogue JSON file (as `npm run catalog -- import` reads it): `dryRun=true` lists what it would create and change, `dryRun=false` applies it in one transaction with activity rows. One bad entry: 400 naming it, nothing written.',
        querystring: dryRunQuery,
        body: catalogFile,
        response: { 200: importPlan, ...refusals(400, 401, 403) },
      },
    },
    async (request) =>
      imported(
        context,
        await staffActor(request, context),
        await fileOf(request.body),
        request.query.dryRun === 'true',
      ),
  );

  api.get(
    '/api/admin/products/export',
    {
      preValidation: requirePermission(context, 'export'),
      schema: {
        tags,
        operationId: 'adminExportProducts',
        description:
          'Every product as CSV (text/csv, RFC 4180, CRLF), by name, in the columns api/README.md lists; a cell starting with =, +, -, @, tab or CR gets a leading apostrophe (taken off again on import).',
        response: {
          200: z.string().describe('The CSV text (text/csv; charset=utf-8).'),
          ...refusals(401, 403),
        },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="products-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is: Fastify never runs a reply schema's serializer on one.
          .send(productsCsv(context.db) as unknown as string)
      );
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      // The CSV type only: a form or a page elsewhere cannot send it without asking first.
      /^text\/csv(;|$)/,
      { parseAs: 'string', bodyLimit: maxImportBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/products/import',
      {
        preValidation: write,
        bodyLimit: maxImportBytes,
        schema: {
          tags,
          operationId: 'adminImportProductsCsv',
          description:
            "Products as CSV (Content-Type: text/csv; the export's columns, header row first), matched by name: `dryRun=true` lists what it would create and change, `dryRun=false` applies it. One bad row: 400 naming its row and column, nothing written.",
          querystring: dryRunQuery,
          response: { 200: importPlan, ...refusals(400, 401, 403) },
        },
      },
      async (request: FastifyRequest<{ Querystring: z.output<typeof dryRunQuery> }>) => {
        if (typeof request.body !== 'string') {
          throw badRequest('Send the CSV file as the body (Content-Type: text/csv).');
        }
        const { file, extras } = await parseProductsCsv(request.body);
        return imported(
          context,
          await staffActor(request, context),
          file,
          request.query.dryRun === 'true',
          extras,
        );
      },
    );
  });
}
