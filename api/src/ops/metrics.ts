/**
 * The api's Prometheus metrics at `GET /metrics` (DESIGN.md, Operations): the requests and the
 * process's own figures come from @bloom/ops (`registerHttpMetrics`); here are the api's own, the
 * database's pool and query durations and the shop's business counters (`bloom_*`). Each app
 * has its own registry, so several apps in one process (the tests) never share or clash.
 */
import { registerHttpMetrics } from '@bloom/ops';
import { Counter, Gauge, Histogram, type Registry } from '@platformatic/prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/index.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Why an order was refused, as the `reason` label of `bloom_orders_refused_total`. */
export type OrderRefusalReason = 'stock' | 'price_changed' | 'coupon';

/** The shop's business counters, incremented where each event happens. */
export interface ShopMetrics {
  /** Orders placed (a replay of an Idempotency-Key is not a new order). */
  ordersPlaced: Counter;
  /** Orders refused, by reason. */
  ordersRefused: Counter<'reason'>;
  /** Coupons redeemed by a placed order. */
  couponRedemptions: Counter;
  /** Logins refused for a wrong email or password. */
  loginsFailed: Counter;
  /** Password reset codes mailed. */
  resetCodesSent: Counter;
  /** Mails handed to SMTP or written to the outbox. */
  mailsSent: Counter;
  /** Mails that could not be sent. */
  mailsFailed: Counter;
}

/** A new registry with the shop's counters in it. */
export function createShopMetrics(registry: Registry): ShopMetrics {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, registers: [registry] });
  return {
    ordersPlaced: counter('bloom_orders_placed_total', 'Orders placed.'),
    ordersRefused: new Counter({
      name: 'bloom_orders_refused_total',
      help: 'Orders refused, by reason: stock, price_changed (the total differs), coupon.',
      labelNames: ['reason'],
      registers: [registry],
    }),
    couponRedemptions: counter('bloom_coupon_redemptions_total', 'Coupons redeemed by an order.'),
    loginsFailed: counter('bloom_logins_failed_total', 'Logins refused for a wrong password.'),
    resetCodesSent: counter('bloom_reset_codes_sent_total', 'Password reset codes mailed.'),
    mailsSent: counter('bloom_mails_sent_total', 'Mails sent (SMTP) or written (outbox).'),
    mailsFailed: counter('bloom_mails_failed_total', 'Mails that could not be sent.'),
  };
}

/** `mailer`, counting each message sent or failed. */
export function countingMailer(mailer: Mailer, metrics: ShopMetrics): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mailsSent.inc();
      } catch (error) {
        metrics.mailsFailed.inc();
        throw error;
      }
    },
  };
}

/** The statement kinds `db_query_duration_seconds` tells apart; anything else is `other`. */
const statementKinds = ['select', 'insert', 'update', 'delete', 'with', 'other'] as const;
type StatementKind = (typeof statementKinds)[number];

const firstWord = /^\s*(\w+)/;

/** The statement's kind (`select`, `insert`...), a label with few values, unlike the SQL. */
function statementKind(sql: string): StatementKind {
  const word = firstWord.exec(sql)?.[1]?.toLowerCase();
  return statementKinds.find((kind) => kind === word && kind !== 'other') ?? 'other';
}

/**
 * `db`, timing every statement in `db_query_duration_seconds` (by engine and statement kind) and
 * reporting its connection pool: `db_pool_connections{state="total"|"idle"}` and
 * `db_pool_waiting_requests`. PGlite is one connection: total 1, idle while nothing runs,
 * waiting = statements queued behind the running one.
 */
export function measuredDatabase(db: Database, registry: Registry): Database {
  const durations = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time each SQL statement took, by engine and statement kind.',
    labelNames: ['engine', 'statement'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  let running = 0;
  const stats = () =>
    db.poolStats?.() ?? {
      total: 1,
      idle: running === 0 ? 1 : 0,
      waiting: Math.max(0, running - 1),
    };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections in the pool, by state (total, idle).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free database connection.',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });

  // One labelled series per statement kind, made once: every statement of every request passes
  // here, so it reads the clock twice and adds to its kind's buckets, with no label object to
  // build and hash each time (prom-client's startTimer(labels) did both per statement).
  const series = new Map(
    statementKinds.map((kind) => [kind, durations.labels({ engine: db.kind, statement: kind })]),
  );
  const timed = <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const kind = series.get(statementKind(sql))!;
    const started = performance.now();
    running += 1;
    let pending: Promise<T>;
    try {
      pending = run();
    } catch (error) {
      pending = Promise.reject(error as Error);
    }
    return pending.finally(() => {
      running -= 1;
      kind.observe((performance.now() - started) / 1000);
    });
  };
  const measure = (target: Queryable): Queryable => ({
    query: (sql, params) => timed(sql, () => target.query(sql, params)),
    exec: (sql) => timed(sql, () => target.exec(sql)),
  });
  return {
    ...measure(db),
    kind: db.kind,
    transaction: (work) => db.transaction((tx) => work(measure(tx))),
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
  };
}

/**
 * Registers the request metrics on `app` (before any route: they learn routes as they are added)
 * and serves `registry` at `GET /metrics`, out of the OpenAPI document. The api listens on a
 * private address only, so its `/metrics` needs no allow-list (the web server's does).
 */
export async function registerMetrics(app: FastifyInstance, registry: Registry): Promise<void> {
  await registerHttpMetrics(app, { registry, hideFromSchema: true });
}
