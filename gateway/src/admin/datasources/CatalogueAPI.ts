import type { RestClient } from '../../rest/client.ts';
import type { RestBody, RestReply } from '../../rest/contract.ts';

/** What an import creates and changes, as the api reports it. */
export type ImportPlanRecord = RestReply<'post', '/api/admin/catalogue/import'>;

/** A catalogue file as the api reads it (`npm run catalog -- import`'s JSON). */
export type CatalogueFile = RestBody<'post', '/api/admin/catalogue/import'>;

/** Catalogue imports from the back office: `/api/admin/catalogue/import`. */
export class CatalogueAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /**
   * `POST /api/admin/catalogue/import?dryRun=...`: with `dryRun` nothing is written; else the
   * whole file in one transaction. One bad entry is a 400 naming it.
   */
  importFile(file: CatalogueFile, dryRun: boolean): Promise<ImportPlanRecord> {
    return this.rest.post('/api/admin/catalogue/import', {
      query: { dryRun: dryRun ? 'true' : 'false' },
      body: file,
    });
  }
}
