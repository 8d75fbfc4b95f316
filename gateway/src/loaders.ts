/**
 * Per-request DataLoaders. They live exactly as long as one GraphQL operation, so a page of
 * products asking for reviews or bundle contents costs one REST call per kind (the api's batch
 * reads), never one per product or field, and nothing leaks between shoppers.
 */
import DataLoader from 'dataloader';
import type { CategoriesRecord } from './datasources/CatalogAPI.ts';
import type { DataSources } from './datasources/index.ts';
import type { RestLanguage } from './language.ts';
import type { ProductRecord, ReviewRecord, UserRecord } from './rest/types.ts';

/** The loaders of one request. */
export interface Loaders {
  /** Products by id (in English); null when the api answers NOT_FOUND. Listings prime it. */
  productById: DataLoader<string, ProductRecord | null>;
  /**
   * Products by id read in one language: one loader (one batched call) per language, so a
   * record is never taken for another language's (`productByIdIn('en')` is `productById`).
   */
  productByIdIn: (lang: RestLanguage) => DataLoader<string, ProductRecord | null>;
  /** The categories with their display names in one language, asked at most once a request. */
  categoriesIn: (lang: RestLanguage) => Promise<CategoriesRecord>;
  /** Reviews by product id. */
  reviewsByProductId: DataLoader<string, ReviewRecord[]>;
  /** The session's user (or null for a guest), asked of the api at most once per request. */
  sessionUser: () => Promise<UserRecord | null>;
  /**
   * Remembers products a listing already returned, so their detail needs no extra call.
   * `lang`: the language they were read in. @default 'en'
   */
  primeProducts: (products: readonly ProductRecord[], lang?: RestLanguage) => void;
}

/** Ids per batch call: what the api's batch routes are asked to accept at most. */
const maxBatchSize = 100;

/** Builds the loaders for one request over its data sources. */
export function createLoaders(dataSources: DataSources): Loaders {
  const productLoader = (lang: RestLanguage) =>
    new DataLoader<string, ProductRecord | null>(
      async (ids) => {
        const found = await dataSources.catalog.getProductsByIds(ids, lang);
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize },
    );
  const productById = productLoader('en');
  const byLanguage = new Map<RestLanguage, DataLoader<string, ProductRecord | null>>([
    ['en', productById],
  ]);
  const productByIdIn = (lang: RestLanguage) => {
    let loader = byLanguage.get(lang);
    if (!loader) {
      loader = productLoader(lang);
      byLanguage.set(lang, loader);
    }
    return loader;
  };
  const categories = new Map<RestLanguage, Promise<CategoriesRecord>>();
  const categoriesIn = (lang: RestLanguage) => {
    let reply = categories.get(lang);
    if (!reply) {
      reply = dataSources.catalog.getCategories(lang);
      categories.set(lang, reply);
    }
    return reply;
  };

  let session: Promise<UserRecord | null> | undefined;
  const sessionUser = () => (session ??= dataSources.users.currentUser());

  const reviewsByProductId = new DataLoader<string, ReviewRecord[]>(
    async (ids) => {
      // A signed-in shopper reads their own hidden reviews too (marked hidden), so their read
      // is personal; a guest's (no cookie: no session call) stays the shared public one.
      const personal = dataSources.reviews.mayBePersonal && (await sessionUser()) !== null;
      const byProduct = await dataSources.reviews.getByProducts(ids, { personal });
      return ids.map((id) => byProduct.get(id) ?? []);
    },
    { maxBatchSize },
  );

  return {
    productById,
    productByIdIn,
    categoriesIn,
    reviewsByProductId,
    sessionUser,
    primeProducts: (products, lang = 'en') => {
      const loader = productByIdIn(lang);
      for (const product of products) loader.prime(product.id, product);
    },
  };
}
