/**
 * The catalogue file: what `npm run catalog -w api -- import FILE.json` and
 * `POST /api/catalog/import` read, and what the demo catalogue (`api/seed/catalogue.json`) is
 * written in. Its types are inferred from the schema, so readers of the file (the seed, e2e)
 * never keep a second description of it. A new product field goes here and into `saveProducts`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { imagesDir } from '../config.ts';
import { cleanText, standalone } from '../http/validation.ts';
import { parseUploadName } from '../images/variants.ts';
import { freeFromTags, skinTypes, type FreeFrom } from '../products/facets.ts';
import { contradiction } from '../products/ingredients.ts';
import { categories, paisa } from '../products/product.ts';
import { catalogueLabels, productTranslations } from './translation-schema.ts';

/** A list in which each value may stand once. */
export const once = <Value extends string>(values: readonly Value[], what: string) =>
  z
    .array(z.enum(values, { error: `${what} must be one of ${values.join(', ')}` }))
    .refine((list) => new Set(list).size === list.length, { error: `${what} lists a value twice` });

const money = z.number().min(0).max(10_000_000);

/** A product photo's file: a seed illustration in api/images, or an upload (`u/…webp`). */
export const productImageFile = z
  .string()
  .regex(/^([\w.-]+\.(svg|webp|png|jpe?g)|u\/[a-f0-9]{32}_\d{1,5}x\d{1,5}\.webp)$/i, {
    error: 'image must be a file name in api/images or an uploaded photo',
  })
  // Uploads live outside api/images: whoever saves one checks it exists (its uploads folder).
  .refine((file) => parseUploadName(file) !== undefined || existsSync(path.join(imagesDir, file)), {
    error: 'image must name a file that exists in api/images',
  });

/**
 * A product's one-line text (a name, an ingredient) through the stored-text check (DESIGN.md,
 * "Stored text"): no control characters, no direction overrides. The refusal follows the field's
 * path, which names the entry of a file and the field of a form.
 */
export const storedLine = <Schema extends z.ZodType<string>>(schema: Schema, what: string) =>
  cleanText(schema, what, { afterPath: true });

/** A product's multi-line text (a description): line breaks and tabs kept, the rest checked. */
export const storedText = <Schema extends z.ZodType<string>>(schema: Schema, what: string) =>
  cleanText(schema, what, { multiline: true, afterPath: true });

/**
 * A product's fields as the catalogue file gives them, with their rules: the back office's
 * product form is checked by the same ones (api/src/products/admin-products.ts).
 */
export const productFields = {
  name: storedLine(z.string().trim().min(1).max(200), 'name'),
  description: storedText(z.string().trim().max(5000), 'description').default(''),
  category: z.enum(categories),
  subCategory: storedLine(z.string().trim().max(100), 'subCategory').default(''),
  price: money.refine((value) => value > 0, { error: 'price must be above 0' }),
  sale_price: money.default(0),
  stock: z.int().min(0).max(1_000_000).default(0),
  latest: z.boolean().default(false),
  /** The INCI list, in label order. */
  ingredients: z
    .array(storedLine(z.string().trim().min(1).max(200), 'ingredient'))
    .max(150)
    .default([]),
  /**
   * What it is free from; derived from `ingredients` when left out (api/src/products/
   * ingredients.ts). Staff may claim fewer, never one the list contradicts.
   */
  freeFrom: once(freeFromTags, 'freeFrom').optional(),
  /** The skin types it suits; empty (the default) suits every skin type. */
  skinTypes: once(skinTypes, 'skinTypes').default([]),
};

/** What the product rules read of an entry. */
interface RuledProduct {
  name: string;
  price: number;
  sale_price: number;
  ingredients: string[];
  freeFrom?: readonly FreeFrom[] | undefined;
}

/**
 * The rules across a product's fields: a sale price below the price, and no free-from claim
 * its ingredients contradict. `onField`: the sale price refusal is about the `sale_price` field
 * (a form shows it there) rather than the entry (a file names the entry).
 */
export const withProductRules = <Schema extends z.ZodType<RuledProduct>>(
  schema: Schema,
  { onField = false } = {},
) =>
  schema
    // Compared as stored, in paisa: 10.004 and 10.001 are both 1000 paisa, a "sale" at the price,
    // which the database's own check would refuse mid-import with a message meant for nobody.
    .refine((product) => paisa(product.sale_price) < paisa(product.price), {
      error: onField
        ? 'The sale price must be below the price (0 for no sale).'
        : 'sale_price must be below price (0 for no sale)',
      ...(onField ? { path: ['sale_price'], params: standalone } : {}),
    })
    .superRefine((product, ctx) => {
      for (const [index, tag] of (product.freeFrom ?? []).entries()) {
        const found = contradiction(product.ingredients, tag);
        if (found) {
          ctx.addIssue({
            code: 'custom',
            path: ['freeFrom', index],
            params: standalone,
            message: `"${product.name}" cannot be ${tag}-free: its ingredients list "${found}".`,
          });
        }
      }
    });

/** One product of a catalogue file, with its rules (the CSV import checks each row by it). */
export const productEntry = withProductRules(
  z.strictObject({
    ...productFields,
    image: productImageFile,
    contents: z
      .array(
        z.strictObject({
          name: storedLine(z.string().min(1), 'name'),
          quantity: z.int().min(1).default(1),
        }),
      )
      .optional(),
    /** Its name and description in other languages: `{ "ur": { "name", "description" } }`. */
    translations: productTranslations.optional(),
  }),
);

/** One coupon of a catalogue file, with its rules. */
export const couponEntry = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,40}$/),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().positive(),
    categories: z.array(z.enum(categories)).default([]),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    // Relative, for a file that must stay valid (or stay expired) whenever it is loaded: the
    // demo catalogue's coupons.
    expiresInDays: z.int().min(-36_500).max(36_500).optional(),
    active: z.boolean().default(true),
    maxUses: z.int().positive().nullable().default(null),
  })
  .refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 100, {
    error: 'a percent coupon is at most 100',
  })
  .refine((coupon) => coupon.expiresAt === null || coupon.expiresInDays === undefined, {
    error: 'give expiresAt or expiresInDays, not both',
  });

/** The catalogue file `npm run catalog -w api -- import FILE.json` reads. */
export const catalogFile = z.strictObject({
  products: z.array(productEntry).default([]),
  coupons: z.array(couponEntry).default([]),
  /** Category and subcategory names in other languages, by English name. */
  labels: catalogueLabels.default({}),
});

/** A catalogue file once read: every default filled in. */
export type CatalogFile = z.output<typeof catalogFile>;

/** One product of a catalogue file; prices in rupees. */
export type CatalogProduct = CatalogFile['products'][number];

/** One coupon of a catalogue file; a fixed `value` is in rupees. */
export type CatalogCoupon = CatalogFile['coupons'][number];
