/**
 * Per-request DataLoaders. They live exactly as long as one GraphQL operation, so a page of
 * products asking for reviews or bundle contents costs one REST call per kind (the api's batch
 * reads), never one per product or field, and nothing leaks between shoppers.
 */
import DataLoader from 'dataloader';
import type { DataSources } from './datasources/index.ts';
import type { ProductRecord, ReviewRecord, UserRecord } from './rest/types.ts';

/** The loaders of one request. */
export interface Loaders {
  /** Products by id; null when the api answers NOT_FOUND. Listings prime it. */
  productById: DataLoader<string, ProductRecord | null>;
  /** Reviews by product id. */
  reviewsByProductId: DataLoader<string, ReviewRecord[]>;
  /** The session's user (or null for a guest), asked of the api at most once per request. */
  sessionUser: () => Promise<UserRecord | null>;
  /** Remembers products a listing already returned, so their detail needs no extra call. */
  primeProducts: (products: readonly ProductRecord[]) => void;
}

/** Ids per batch call: what the api's batch routes are asked to accept at most. */
const maxBatchSize = 100;

/** Builds the loaders for one request over its data sources. */
export function createLoaders(dataSources: DataSources): Loaders {
  const productById = new DataLoader<string, ProductRecord | null>(
    async (ids) => {
      const found = await dataSources.catalog.getProductsByIds(ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize },
  );

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
    reviewsByProductId,
    sessionUser,
    primeProducts: (products) => {
      for (const product of products) productById.prime(product.id, product);
    },
  };
}
