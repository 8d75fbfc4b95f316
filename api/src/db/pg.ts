import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

/** Options for a PostgreSQL server connection pool. */
export interface PgOptions {
  /** `postgres://…` connection string. */
  connectionString: string;
  /** Most connections the pool opens. @default 10 */
  max?: number;
}

/** Opens a pooled connection to a PostgreSQL server through `pg`. */
export async function openPg({ connectionString, max = 10 }: PgOptions): Promise<Database> {
  // No JIT: the shop's statements are short, and a misestimated one (a one-row version table
  // before its first ANALYZE is guessed at 2,200 rows) otherwise pays milliseconds compiling.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  // An idle client that loses its connection emits here; without a listener it would crash
  // the process instead of being replaced on the next checkout.
  pool.on('error', () => {});

  const run = async <Row>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>> => {
    const result = await target.query(sql, params);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  };

  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');

  return {
    kind: 'pg',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const tx: Queryable = {
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        };
        const result = await work(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
