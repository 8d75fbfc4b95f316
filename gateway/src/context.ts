import type { Loaders } from './loaders.ts';
import type { DataSources } from './datasources/index.ts';

/** What every resolver receives: this request's REST data sources and DataLoaders. */
export interface GatewayContext {
  /** One data source per REST area, bound to this request's cookies. */
  dataSources: DataSources;
  /** Per-request DataLoaders: batch and de-duplicate REST reads within one operation. */
  loaders: Loaders;
}
