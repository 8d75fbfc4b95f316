/**
 * The activity log's one rule, enforced in one place: a request that changes data on behalf of a
 * staff member writes its activity row in the same transaction, or is refused.
 *
 * Every back-office request (`/api/admin/*` but the sign-in itself) runs in a staff scope. Inside
 * it the database watches each statement: a write outside a transaction is refused before it
 * runs (no row could go with it), and a transaction that wrote to shop data without an
 * `INSERT INTO activity` is rolled back at its end, so the change never lands. Bookkeeping
 * (sessions, throttles, version counters, the purge queue) is not a change anyone made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

/** The staff request a statement runs for. */
interface StaffScope {
  /** `METHOD /path` of the request, for the error log. */
  route: string;
}

const scope = new AsyncLocalStorage<StaffScope>();

/** Tables written as bookkeeping by any request: not a change staff make to the shop. */
const bookkeeping = new Set([
  'activity',
  'sessions',
  'staff_sessions',
  'rate_limits',
  'catalog_version',
  'facet_version',
  'shop_version',
  'product_counts',
  'cdn_purge',
  'cdn_purge_tags',
  'seed_steps',
  'staff_recovery_codes',
]);

const writeTarget =
  /(?<!\bfor\s+)(?<!\bdo\s+)\b(?:insert\s+into|update|delete\s+from|copy|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?(?:\s*\.\s*"?([a-z_][a-z0-9_]*)"?)?/gi;

/** The tables a statement writes to (lower-cased, schema dropped). */
export function writtenTables(sql: string): string[] {
  const tables: string[] = [];
  for (const match of sql.matchAll(writeTarget)) {
    tables.push((match[2] ?? match[1]!).toLowerCase());
  }
  return tables;
}

const changesShopData = (sql: string) =>
  writtenTables(sql).some((table) => !bookkeeping.has(table));
const writesActivity = (sql: string) => writtenTables(sql).includes('activity');

/** Why a staff change was refused: it would have left no activity row. */
export class UnloggedStaffChange extends HttpError {
  constructor(route: string) {
    super(
      500,
      'This change was not made: the back office records every change in the activity log, and this one had no entry.',
    );
    this.name = `UnloggedStaffChange(${route})`;
  }
}

/** Runs `work` as a staff request's (tests use it to drive the guard directly). */
export function asStaffRequest<T>(route: string, work: () => T): T {
  return scope.run({ route }, work);
}

/**
 * Runs `work` as bookkeeping, outside the staff scope: what the shop records about its own doing
 * (a mail went out after a logged change, a second-factor step used up) is not a change a staff
 * member made to the shop.
 */
export function asBookkeeping<T>(work: () => T): T {
  return scope.exit(work);
}

/** `db` with the rule applied to whatever runs in a staff scope. */
export function guardStaffChanges(db: Database): Database {
  const watched = (target: Queryable, onStatement: (sql: string) => void): Queryable => ({
    // Async, so a refusal is a rejected promise like any database error.
    query: async (sql, params) => {
      onStatement(sql);
      return target.query(sql, params);
    },
    exec: async (sql) => {
      onStatement(sql);
      return target.exec(sql);
    },
  });
  // Outside a staff scope (every shopper's request) a statement goes straight to `db`: one scope
  // lookup, no extra async step; inside one, a change to the shop outside a transaction (which
  // could carry its activity row) is refused as a rejected promise, like any database error.
  const guarded = <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const staff = scope.getStore();
    if (staff && changesShopData(sql)) return Promise.reject(new UnloggedStaffChange(staff.route));
    return run();
  };
  return {
    query: (sql, params) => guarded(sql, () => db.query(sql, params)),
    exec: (sql) => guarded(sql, () => db.exec(sql)),
    kind: db.kind,
    transaction(work) {
      const staff = scope.getStore();
      if (!staff) return db.transaction(work);
      return db.transaction(async (tx) => {
        let changed = false;
        let logged = false;
        const result = await work(
          watched(tx, (sql) => {
            changed ||= changesShopData(sql);
            logged ||= writesActivity(sql);
          }),
        );
        // Thrown inside the transaction: it rolls back, and the change never lands.
        if (changed && !logged) throw new UnloggedStaffChange(staff.route);
        return result;
      });
    },
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
  };
}

/**
 * Whether a request to the route `pattern` acts for a staff member (everything under /api/admin/
 * but sign-in). The matched route's pattern, not the raw URL: `/api/%61dmin/…` reaches the same
 * route and must not escape the rule.
 */
const isStaffRoute = (pattern: string) =>
  pattern.startsWith('/api/admin/') && pattern !== '/api/admin/session';

/** Puts every back-office request's work in a staff scope (before any other hook runs). */
export function registerStaffScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // Routing comes first in Fastify: the matched pattern is known here (none for a 404).
    const pattern = request.routeOptions.url ?? '';
    if (!isStaffRoute(pattern)) {
      done();
      return;
    }
    scope.run({ route: `${request.method} ${pattern}` }, done);
  });
}
