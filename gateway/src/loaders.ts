/**
 * Per-request DataLoaders. They live exactly as long as one GraphQL operation, so a page of
 * products asking for reviews or bundle contents costs one REST call per kind when the api
 * offers the batch read (one per distinct id until then), never one per field, and nothing
 * leaks between shoppers. A single id uses the plain single-item route.
 */
import DataLoader from 'dataloader';
import type { DataSources } from './datasources/index.ts';
import { hasCode } from './rest/errors.ts';
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

/**
 * Settles each key on its own: one missing or failing id must not fail its siblings, and
 * DataLoader accepts an Error in a key's slot for exactly this.
 */
async function settleEach<K, V>(
  keys: readonly K[],
  load: (key: K) => Promise<V>,
): Promise<Array<V | Error>> {
  const results = await Promise.allSettled(keys.map(load));
  return results.map((result) =>
    result.status === 'fulfilled'
      ? result.value
      : result.reason instanceof Error
        ? result.reason
        : new Error(String(result.reason)),
  );
}

/** Ids per batch call: what the api's batch routes are asked to accept at most. */
const maxBatchSize = 100;

/** Builds the loaders for one request over its data sources. */
export function createLoaders(dataSources: DataSources): Loaders {
  const productById = new DataLoader<string, ProductRecord | null>(
    async (ids) => {
      const batch = ids.length > 1 ? await dataSources.catalog.getProductsByIds(ids) : undefined;
      if (batch) return ids.map((id) => batch.get(id) ?? null);
      return settleEach(ids, async (id) => {
        try {
          return await dataSources.catalog.getProductById(id);
        } catch (error) {
          if (hasCode(error, 'NOT_FOUND')) return null;
          throw error;
        }
      });
    },
    { maxBatchSize },
  );

  const reviewsByProductId = new DataLoader<string, ReviewRecord[]>(
    async (ids) => {
      const batch = ids.length > 1 ? await dataSources.reviews.getByProducts(ids) : undefined;
      if (batch) return ids.map((id) => batch.get(id) ?? []);
      return settleEach(ids, (id) => dataSources.reviews.getByProduct(id));
    },
    { maxBatchSize },
  );

  let session: Promise<UserRecord | null> | undefined;

  return {
    productById,
    reviewsByProductId,
    sessionUser: () => (session ??= dataSources.users.currentUser()),
    primeProducts: (products) => {
      for (const product of products) productById.prime(product.id, product);
    },
  };
}
