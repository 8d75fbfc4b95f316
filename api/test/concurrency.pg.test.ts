/**
 * Races inside a real PostgreSQL: PGlite runs one transaction at a time, so the race tests next
 * to the routes never really race in the database. Here two api processes (`src/main.ts`, each
 * with its own connection pool) share one fresh database behind one gateway process, and every
 * race below is fought by both.
 *
 * The gateway takes a single API_URL, so it points at process A; the test itself is the round
 * robin: REST calls go alternately to A and B directly, and a share of the orders goes as
 * GraphQL through the gateway (and so to A) at the same moment.
 *
 * Runs only when DATABASE_URL names a server (CI sets it); skipped otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg, type Database } from '../src/db/index.ts';
import { defaultRateLimits } from '../src/http/rate-limit.ts';
import { insertProduct } from './helpers.ts';

const serverUrl = process.env.DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

interface Service {
  url: string;
  child: ChildProcess;
}

/** Starts `entry` under tsx and resolves with the URL of its `<name> listening on` line. */
function startService(name: string, entry: string, env: NodeJS.ProcessEnv): Promise<Service> {
  const child = spawn(process.execPath, [tsx, entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = new RegExp(`${name} listening on (http://\\S+)`).exec(output);
      if (match?.[1]) resolve({ url: match[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output}`)));
  });
}

async function stopService(service: Service | undefined): Promise<void> {
  const child = service?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

interface Shopper {
  id: string;
  email: string;
  password: string;
  cookie: string;
  ip: string;
}

const password = 'orchid lantern at dusk';
const delivery = { name: 'Race Tester', phone: '03001234567', address: '12 Canal Road, Lahore' };

describe.skipIf(!serverUrl)(
  'two api processes and one gateway on one PostgreSQL (runs only with DATABASE_URL)',
  () => {
    const databaseName = `bloom_concurrency_${randomBytes(5).toString('hex')}`;
    const apis: Service[] = [];
    let gateway: Service | undefined;
    let db: Database;
    let dataDir: string;
    let shoppers: Shopper[] = [];

    /** A REST call to api A (`via` even) or B (odd). */
    async function rest(
      via: number,
      route: string,
      body: unknown,
      options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
    ): Promise<Reply> {
      const response = await fetch(`${apis[via % 2]!.url}${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
          ...options.headers,
        },
        body: JSON.stringify(body),
      });
      const reply: Reply = {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      };
      const session = response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('bloom_session='));
      if (session) reply.body.cookie = session.split(';')[0];
      return reply;
    }

    /** A GraphQL operation through the gateway, as the shopper's browser would send it. */
    async function graphql(
      query: string,
      variables: Record<string, unknown>,
      cookie: string,
    ): Promise<{
      data?: Record<string, { id: string }>;
      errors?: { extensions?: { code?: string } }[];
    }> {
      const response = await fetch(`${gateway!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: Record<string, { id: string }>;
        errors?: { extensions?: { code?: string } }[];
      };
    }

    const placeOrderMutation = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`;

    type Outcome = { placed: string } | { refused: number | string } | { unexpected: string };

    /** One order by REST (to A or B) or, when `viaGateway`, by GraphQL through the gateway. */
    async function order(
      via: number,
      shopper: Shopper,
      fields: { productId: string; quantity: number; totalAmount: number; coupon?: string },
      {
        viaGateway = false,
        key = randomUUID() as string,
      }: { viaGateway?: boolean; key?: string } = {},
    ): Promise<Outcome> {
      if (viaGateway) {
        const reply = await graphql(
          placeOrderMutation,
          {
            input: {
              ...delivery,
              idempotencyKey: key,
              items: [{ productId: fields.productId, quantity: fields.quantity }],
              totalAmount: fields.totalAmount,
              ...(fields.coupon ? { couponCode: fields.coupon } : {}),
            },
          },
          shopper.cookie,
        );
        const placed = reply.data?.placeOrder?.id;
        if (placed) return { placed };
        const code = reply.errors?.[0]?.extensions?.code;
        return code === 'CONFLICT' ? { refused: code } : { unexpected: JSON.stringify(reply) };
      }
      const reply = await rest(
        via,
        '/api/orders/createOrder',
        {
          ...delivery,
          items: [{ id: fields.productId, quantity: fields.quantity }],
          totalAmount: fields.totalAmount,
          ...(fields.coupon ? { couponUsed: { code: fields.coupon } } : {}),
        },
        { cookie: shopper.cookie, headers: { 'idempotency-key': key } },
      );
      if (reply.status === 201 || reply.status === 200) {
        return { placed: (reply.body.order as { id: string }).id };
      }
      if (reply.status === 409) return { refused: 409 };
      return { unexpected: `${reply.status} ${JSON.stringify(reply.body)}` };
    }

    const tally = (outcomes: Outcome[]) => ({
      placed: outcomes.flatMap((outcome) => ('placed' in outcome ? [outcome.placed] : [])),
      refused: outcomes.filter((outcome) => 'refused' in outcome).length,
      unexpected: outcomes.flatMap((outcome) =>
        'unexpected' in outcome ? [outcome.unexpected] : [],
      ),
    });

    async function scalar(sql: string, params: unknown[] = []): Promise<number> {
      const result = await db.query<{ n: number }>(sql, params);
      return Number(result.rows[0]?.n ?? 0);
    }

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-concurrency-'));

      // Both start on the empty database at once: migrations and the first-run seed must
      // take turns between processes too.
      const env = {
        DATABASE_URL: url.toString(),
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SMTP_URL: '',
        BLOOM_DATA_DIR: dataDir,
        // The shop's own limits: every shopper below signs up from an address of their own
        // (X-Forwarded-For, believed from loopback), so no multiplier is needed.
        RATE_LIMIT_MULTIPLIER: '1',
        TRUST_PROXY: '127.0.0.1,::1',
      };
      const started = await Promise.allSettled([
        startService('api', 'api/src/main.ts', env),
        startService('api', 'api/src/main.ts', env),
      ]);
      for (const result of started) {
        if (result.status === 'fulfilled') apis.push(result.value);
      }
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      gateway = await startService('gateway', 'gateway/src/main.ts', {
        API_URL: apis[0]!.url,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        API_TIMEOUT_MS: '30000',
      });
      db = await openPg({ connectionString: url.toString(), max: 4 });

      // 30 shoppers, signed up and logged in alternately on A and B.
      shoppers = await Promise.all(
        Array.from({ length: 30 }, async (_, n) => {
          const ip = `198.51.100.${n + 1}`;
          const email = `racer${n}-${randomBytes(3).toString('hex')}@example.com`;
          const signup = await rest(
            n,
            '/api/users/signup',
            { name: `Racer ${n}`, email, password },
            { ip },
          );
          if (signup.status !== 201) throw new Error(`signup: ${JSON.stringify(signup.body)}`);
          const login = await rest(n + 1, '/api/users/login', { email, password }, { ip });
          if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
          const user = login.body.user as { id: string };
          return { id: user.id, email, password, cookie: String(login.body.cookie), ip };
        }),
      );
    }, 120_000);

    afterAll(async () => {
      await stopService(gateway);
      await Promise.all(apis.map((api) => stopService(api)));
      await db?.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('sells the last 10 units to exactly 10 of 50 concurrent orders; every other gets 409', async () => {
      const productId = await insertProduct(db, { name: 'Last Ten Serum', price: 100, stock: 10 });
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          order(
            i,
            shoppers[i % shoppers.length]!,
            { productId, quantity: 1, totalAmount: 100 },
            { viaGateway: i % 5 === 4 },
          ),
        ),
      );
      const { placed, refused, unexpected } = tally(outcomes);
      expect(unexpected).toEqual([]);
      expect(placed).toHaveLength(10);
      expect(new Set(placed).size).toBe(10);
      expect(refused).toBe(40);
      expect(await scalar('SELECT stock AS n FROM products WHERE id = $1', [productId])).toBe(0);
      expect(
        await scalar(
          'SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = $1',
          [productId],
        ),
      ).toBe(10);
    });

    it('redeems a coupon with 5 uses exactly 5 times when 30 shoppers order at once', async () => {
      const productId = await insertProduct(db, { price: 1000, stock: 1000 });
      await db.query(
        `INSERT INTO coupons (code, kind, value, max_uses) VALUES ('RUSH5', 'percent', 10, 5)`,
      );
      const outcomes = await Promise.all(
        shoppers.map((shopper, i) =>
          order(
            i,
            shopper,
            { productId, quantity: 1, totalAmount: 900, coupon: 'RUSH5' },
            { viaGateway: i % 3 === 2 },
          ),
        ),
      );
      const { placed, refused, unexpected } = tally(outcomes);
      expect(unexpected).toEqual([]);
      expect(placed).toHaveLength(5);
      expect(refused).toBe(25);
      expect(await scalar(`SELECT uses AS n FROM coupons WHERE code = 'RUSH5'`)).toBe(5);
      expect(
        await scalar(
          `SELECT count(*)::int AS n FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id
           WHERE c.code = 'RUSH5'`,
        ),
      ).toBe(5);
      expect(await scalar('SELECT stock AS n FROM products WHERE id = $1', [productId])).toBe(995);
    });

    it("uses one shopper's coupon once when they send 30 orders with it at once", async () => {
      const productId = await insertProduct(db, { price: 1000, stock: 1000 });
      await db.query(`INSERT INTO coupons (code, kind, value) VALUES ('ONCE15', 'percent', 15)`);
      const shopper = shoppers[3]!;
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          order(
            i,
            shopper,
            { productId, quantity: 1, totalAmount: 850, coupon: 'ONCE15' },
            { viaGateway: i % 3 === 2 },
          ),
        ),
      );
      const { placed, refused, unexpected } = tally(outcomes);
      expect(unexpected).toEqual([]);
      expect(placed).toHaveLength(1);
      expect(refused).toBe(29);
      expect(await scalar(`SELECT uses AS n FROM coupons WHERE code = 'ONCE15'`)).toBe(1);
      expect(
        await scalar(`SELECT count(*)::int AS n FROM orders WHERE coupon_code = 'ONCE15'`),
      ).toBe(1);
      expect(await scalar('SELECT stock AS n FROM products WHERE id = $1', [productId])).toBe(999);
    });

    it('places one order when the same Idempotency-Key reaches both processes and the gateway at once', async () => {
      const productId = await insertProduct(db, { price: 250, stock: 100 });
      const shopper = shoppers[4]!;
      const key = `double-submit-${randomUUID()}`;
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          order(
            i,
            shopper,
            { productId, quantity: 2, totalAmount: 500 },
            { key, viaGateway: i % 4 === 3 },
          ),
        ),
      );
      const { placed, unexpected } = tally(outcomes);
      expect(unexpected).toEqual([]);
      expect(placed).toHaveLength(12);
      expect(new Set(placed).size).toBe(1);
      expect(
        await scalar('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key]),
      ).toBe(1);
      expect(await scalar('SELECT stock AS n FROM products WHERE id = $1', [productId])).toBe(98);
    });

    it('gives the stock and the coupon back once when an order is cancelled on both processes at once', async () => {
      const productId = await insertProduct(db, { price: 1000, stock: 10 });
      await db.query(`INSERT INTO coupons (code, kind, value) VALUES ('BACK10', 'percent', 10)`);
      const shopper = shoppers[6]!;
      const placed = await order(0, shopper, {
        productId,
        quantity: 3,
        totalAmount: 2700,
        coupon: 'BACK10',
      });
      if (!('placed' in placed)) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          rest(
            i,
            '/api/orders/updateOrder',
            { id: placed.placed, status: 'Cancelled' },
            { cookie: shopper.cookie },
          ),
        ),
      );
      // The first cancel wins; the others find the order no longer Pending.
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(await scalar('SELECT stock AS n FROM products WHERE id = $1', [productId])).toBe(10);
      expect(await scalar(`SELECT uses AS n FROM coupons WHERE code = 'BACK10'`)).toBe(0);
    });

    it('counts one address’s wrong passwords across both processes, and the owner still logs in', async () => {
      const victim = shoppers[5]!;
      const attacker = '203.0.113.77';
      const limit = defaultRateLimits.loginFailuresPerAccountAndIp.limit;
      const guesses = await Promise.all(
        Array.from({ length: 2 * limit + 4 }, (_, i) =>
          rest(
            i,
            '/api/users/login',
            { email: victim.email, password: `guess ${i}` },
            { ip: attacker },
          ),
        ),
      );
      const statuses = guesses.map((guess) => guess.status);
      // Each process alone would let `limit` through: together they let at most `limit`.
      const wrong = statuses.filter((status) => status === 401).length;
      expect(wrong).toBeGreaterThan(0);
      expect(wrong).toBeLessThanOrEqual(limit);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
        true,
      );
      for (const via of [0, 1]) {
        const right = await rest(
          via,
          '/api/users/login',
          { email: victim.email, password: victim.password },
          { ip: attacker },
        );
        expect(right.status).toBe(429);
      }
      const owner = await rest(
        1,
        '/api/users/login',
        { email: victim.email, password: victim.password },
        { ip: '198.51.100.250' },
      );
      expect(owner.status).toBe(200);
    });
  },
);
