/**
 * The back office's product translations (issue 24): read a product's Urdu name and
 * description (any staff member), and set them (catalog:write), each change on the activity log.
 * A field left empty shows the English one in the shop. Each language's text has a version: a
 * save names the one it was based on, and a stale one is refused (409), as a product edit is.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordActivity } from '../activity/activity.ts';
import type { AppContext } from '../context.ts';
import { refusals } from '../http/contract.ts';
import { conflict, notFound } from '../http/errors.ts';
import { cleanText, uuid } from '../http/validation.ts';
import { requirePermission, staffActor } from '../staff/sessions.ts';
import { translatedLanguages } from './locale.ts';

const tags = ['admin'];

const translation = z
  .strictObject({
    lang: z.enum(translatedLanguages).describe('The language: ur.'),
    name: z.string().nullable().describe('The name in it; null shows the English one.'),
    description: z
      .string()
      .nullable()
      .describe('The description in it; null shows the English one.'),
    version: z
      .int()
      .describe(
        'Send it back as expectedVersion with a save: a stale one is refused (409). 0: never saved.',
      ),
  })
  .meta({ id: 'AdminProductTranslation', description: "A product's text in one language." });

const translationsReply = z.strictObject({ translations: z.array(translation) });

const idParams = z.strictObject({ id: uuid('The product id') });

const langParams = z.strictObject({
  id: uuid('The product id'),
  lang: z.enum(translatedLanguages, {
    error: `must be ${translatedLanguages.join(', ')} (English is the product's own text).`,
  }),
});

/** An empty or blank field is stored as null: the shop then shows the English one. */
const text = (max: number, what: string) =>
  // The stored-text check of every other entry path: no bidi overrides, and control
  // characters only as a description's line breaks and tabs.
  cleanText(
    z
      .string({ error: `The ${what} must be text or null.` })
      .trim()
      .max(max, { error: `The ${what} can be at most ${max} characters.` }),
    `The ${what}`,
    { multiline: what === 'description' },
  )
    .nullable()
    .transform((value) => (value ? value : null));

const saveBody = z.strictObject({
  name: text(200, 'name'),
  description: text(5000, 'description'),
  expectedVersion: z
    .int({ error: '"expectedVersion" must be the whole number the translation showed.' })
    .min(0, { error: '"expectedVersion" must be the whole number the translation showed.' })
    .describe('The version the text was based on (0 when none was saved yet).'),
});

/** A product's translations, every language the shop translates into (null where none). */
async function translationsOf(db: AppContext['db'], id: string) {
  const rows = await db.query<{
    language: string;
    name: string | null;
    description: string | null;
    version: number;
  }>(
    'SELECT language, name, description, version FROM product_translations WHERE product_id = $1',
    [id],
  );
  return translatedLanguages.map((lang) => {
    const row = rows.rows.find((entry) => entry.language === lang);
    return {
      lang,
      name: row?.name ?? null,
      description: row?.description ?? null,
      version: row?.version ?? 0,
    };
  });
}

/** The back office's translation routes. */
export function registerAdminTranslationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/products/:id/translations',
    {
      preValidation: requirePermission(context),
      schema: {
        tags,
        operationId: 'adminProductTranslations',
        description: "A product's name and description in every language the shop translates into.",
        params: idParams,
        response: { 200: translationsReply, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await db.query('SELECT 1 FROM products WHERE id = $1', [id]);
      if (found.rowCount === 0) throw notFound('There is no product with this id.');
      return { translations: await translationsOf(db, id) };
    },
  );

  api.post(
    '/api/admin/products/:id/translations/:lang',
    {
      preValidation: requirePermission(context, 'catalog:write'),
      schema: {
        tags,
        operationId: 'adminSaveProductTranslation',
        description:
          "Sets a product's name and description in one language (null or empty: the English one shows) at the version it was based on (a stale one: 409, nothing changed); on the activity log.",
        params: langParams,
        body: saveBody,
        response: { 200: translationsReply, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await staffActor(request, context);
      const { id, lang } = request.params;
      const { name, description, expectedVersion } = request.body;
      await db.transaction(async (tx) => {
        const product = await tx.query<{ name: string }>(
          'SELECT name FROM products WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!product.rows[0]) throw notFound('There is no product with this id.');
        // The product's row lock above serialises saves of its text, so this read is current.
        const before = await tx.query<{
          name: string | null;
          description: string | null;
          version: number;
        }>(
          'SELECT name, description, version FROM product_translations WHERE product_id = $1 AND language = $2',
          [id, lang],
        );
        const current = before.rows[0]?.version ?? 0;
        if (current !== expectedVersion) {
          throw conflict('This translation was changed since you opened it.', {
            version: current,
          });
        }
        // Cleared fields stay a row of nulls (the English text shows) rather than a deleted row,
        // so the version keeps counting up and an old 0 can never match again.
        await tx.query(
          `INSERT INTO product_translations (product_id, language, name, description)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (product_id, language) DO UPDATE
             SET name = excluded.name, description = excluded.description,
                 version = product_translations.version + 1`,
          [id, lang, name, description],
        );
        const { name: oldName = null, description: oldDescription = null } = before.rows[0] ?? {};
        await recordActivity(tx, actor, {
          action: 'product.translation',
          entityType: 'product',
          entityId: id,
          entityName: product.rows[0].name,
          before: { lang, name: oldName, description: oldDescription },
          after: { lang, name, description },
        });
      });
      return { translations: await translationsOf(db, id) };
    },
  );
}
