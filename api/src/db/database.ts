/** Rows and the number of rows a statement touched. */
export interface QueryResult<Row> {
  /** The rows the statement returned. */
  rows: Row[];
  /** How many rows the statement inserted, updated, deleted or returned. */
  rowCount: number;
}

/** Something that runs one parameterised SQL statement: the database itself or a transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection pool's figures at one moment (for /metrics). */
export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Connections open and unused. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** The api's whole view of PostgreSQL, whichever engine (PGlite or a server) is behind it. */
export interface Database extends Queryable {
  /** Which engine answers: embedded PGlite or a PostgreSQL server through `pg`. */
  readonly kind: 'pglite' | 'pg';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes every connection. */
  close(): Promise<void>;
  /** The pool's figures, for a server's pool (PGlite has one connection and no pool). */
  poolStats?(): PoolStats;
}

/** PostgreSQL error codes the service reacts to. */
export const PgErrorCode = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** The SQLSTATE code of a database error, if `error` is one. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
