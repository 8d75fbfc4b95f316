import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './database.ts';

const dumps = new WeakMap<Database, () => Promise<Buffer>>();

/** The whole data folder of an open PGlite database as a tarball (for test snapshots). */
export function dumpPGlite(db: Database): Promise<Buffer> {
  const dump = dumps.get(db);
  if (!dump) throw new Error('dumpPGlite needs a database opened with openPGlite');
  return dump();
}

/** Where a PGlite database starts from. */
export interface OpenPGliteOptions {
  /** A tarball from `dumpPGlite` to start from instead of an empty cluster. */
  snapshot?: Buffer | undefined;
}

/**
 * Opens an embedded PGlite database: in memory when `dataDir` is omitted (tests), else on disk.
 * PGlite is one connection, so it runs transactions one after another; the pg_trgm extension
 * is loaded so search uses the same trigram index as on a server.
 */
export async function openPGlite(
  dataDir?: string,
  { snapshot }: OpenPGliteOptions = {},
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: new Blob([new Uint8Array(snapshot)]) } : {}),
    extensions: { pg_trgm },
  });

  const run = async <Row>(
    target: Pick<Transaction, 'query'>,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>> => {
    const result = await target.query<Row>(sql, params);
    // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
  };

  const db: Database = {
    kind: 'pglite',
    query: (sql, params) => run(pglite, sql, params),
    transaction: (work) =>
      pglite.transaction((tx) => {
        const queryable: Queryable = {
          query: <Row>(sql: string, params?: unknown[]) => run<Row>(tx, sql, params),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return work(queryable);
      }),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
  dumps.set(db, async () => Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  return db;
}
