import path from 'node:path';
import type { Database } from './database.ts';
import { openPg } from './pg.ts';
import { openPGlite } from './pglite.ts';

export type { Database, PoolStats, Queryable, QueryResult } from './database.ts';
export { PgErrorCode, pgErrorCode } from './database.ts';
export { migrate, migrationsDir } from './migrate.ts';
export { openPg } from './pg.ts';
export { openPGlite } from './pglite.ts';

/** Where the database lives: a server (`databaseUrl`) or PGlite files under `dataDir/pg`. */
export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** The api's data folder; PGlite keeps its files in `<dataDir>/pg`. */
  dataDir: string;
}

/** Opens the database the environment asks for (see `api/README.md`). */
export function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<Database> {
  return databaseUrl
    ? openPg({ connectionString: databaseUrl })
    : openPGlite(path.join(dataDir, 'pg'));
}
export { removeExpiredRows } from './housekeeping.ts';
