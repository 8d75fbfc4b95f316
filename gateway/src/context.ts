import type { Loaders } from './loaders.ts';
import type { DataSources } from './datasources/index.ts';

/** What every resolver receives: this request's REST data sources and DataLoaders. */
export interface GatewayContext {
  /** One data source per REST area, bound to this request's cookies. */
  dataSources: DataSources;
  /** Per-request DataLoaders: batch and de-duplicate REST reads within one operation. */
  loaders: Loaders;
  /**
   * Gives this request's REST calls the longer write timeout. Called (by the plugin of
   * `timeouts.ts`) once the operation is known to be a mutation, before any resolver runs.
   */
  useWriteTimeout: () => void;
}
