/**
 * Test plumbing: a real database per test file (in-memory PGlite, or a fresh PostgreSQL database
 * when DATABASE_URL is set, dropped afterwards), the real app over it, and small HTTP helpers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { saveProducts } from '../src/catalog/catalog.ts';
import { migrate, openPGlite, openPg, type Database } from '../src/db/index.ts';
import type { RateLimitRules } from '../src/http/rate-limit.ts';
import { createOutboxMailer } from '../src/mail/mailer.ts';
import type { Category } from '../src/products/product.ts';

/** A migrated database that removes itself. */
export interface TestDatabase {
  /** The database. */
  db: Database;
  /** Closes it and, on a server, drops it. */
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshotFile = inject('pgliteSnapshot');
    const db = await openPGlite(undefined, {
      snapshot: snapshotFile ? await readFile(snapshotFile) : undefined,
    });
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `bloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPg({ connectionString: url.toString(), max: 20 });
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Cheap argon2id for tests only: the production cost would make the suite crawl. */
export const testPasswordHashing = { memoryCost: 1024, timeCost: 1 };

/** The app under test, its database and its mail outbox. */
export interface TestApp {
  /** The Fastify app (use `inject`). */
  app: FastifyInstance;
  /** Its database. */
  db: Database;
  /** The folder the outbox mailer writes to. */
  outbox: string;
  /** Closes the app and drops the database. */
  close(): Promise<void>;
}

const generous = { limit: 10_000, windowSeconds: 3600 };

/** Abuse limits high enough that only a test aiming at one of them meets it. */
export const generousLimits: RateLimitRules = {
  loginPerIp: generous,
  loginFailuresPerAccountAndIp: generous,
  loginRetriesPerAccount: generous,
  twoFactorFailuresPerAccount: generous,
  signupPerIp: generous,
  otpSendPerIp: generous,
  otpSendPerAccount: generous,
  otpVerifyPerIp: generous,
  contactPerIp: generous,
  contactPerAccount: generous,
};

/** Builds the real app over a fresh database; abuse limits generous unless overridden. */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const { db, drop } = await createTestDatabase();
  const outbox = await mkdtemp(path.join(tmpdir(), 'bloom-outbox-'));
  const { rateLimits, ...rest } = options;
  const app = await buildApp({
    db,
    mailer: createOutboxMailer(outbox, () => {}),
    passwordHashing: testPasswordHashing,
    // The tests stand where the gateway stands: on loopback, forwarding each caller's address.
    trustProxy: 'loopback',
    ...rest,
    rateLimits: { ...generousLimits, ...rateLimits },
  });
  return {
    app,
    db,
    outbox,
    async close() {
      await app.close();
      await drop();
      // A mail sent without awaiting may still be landing: retry the removal.
      await rm(outbox, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

/**
 * The test file's app, built before its first test and closed after its last (call it at the top
 * of the file): `const t = useTestApp();`, then `t.app`, `t.db` and `t.outbox` inside tests and
 * hooks. Options as for `createTestApp`.
 */
export function useTestApp(options: Partial<BuildAppOptions> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const built = () => {
    if (!current) throw new Error('useTestApp: the app exists inside tests and hooks only');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get db() {
      return built().db;
    },
    get outbox() {
      return built().outbox;
    },
    async close() {
      const app = built();
      current = undefined;
      await app.close();
    },
  };
}

/**
 * A second app over an existing test app's database, with other options (limits, cookies):
 * PGlite takes seconds to boot, so a test file keeps to one database.
 */
export function buildAppOver(base: TestApp, options: Partial<BuildAppOptions> = {}) {
  return buildApp({
    db: base.db,
    passwordHashing: testPasswordHashing,
    mailer: createOutboxMailer(base.outbox, () => {}),
    trustProxy: 'loopback',
    ...options,
    rateLimits: { ...generousLimits, ...options.rateLimits },
  });
}

/** A JSON POST (the way the storefront's gateway calls). */
export function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: 'POST',
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
  return app.inject(request);
}

/** The `name=value` part of a reply's session cookie, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'bloom_session');
  if (!cookie)
    throw new Error(`no session cookie in reply ${response.statusCode} ${response.body}`);
  return `bloom_session=${cookie.value}`;
}

let userCounter = 0;

/** A signed-up, logged-in shopper. */
export interface TestUser {
  /** User id. */
  id: string;
  /** Email. */
  email: string;
  /** Password. */
  password: string;
  /** Cookie header value carrying the session. */
  cookie: string;
}

/** Signs up and logs in a new shopper through the real calls. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  name = 'Test Shopper',
): Promise<TestUser> {
  userCounter += 1;
  const email = `shopper${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const signup = await post(app, '/api/users/signup', { name, email, password });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await post(app, '/api/users/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { id: login.json().user.id, email, password, cookie: sessionCookieOf(login) };
}

/** Makes an existing user staff. */
export async function makeStaff(db: Database, userId: string): Promise<void> {
  await db.query(`UPDATE users SET role = 'owner' WHERE id = $1`, [userId]);
}

/** A product saved the way imports and the seed save one; returns its id. Prices in rupees. */
export async function insertProduct(
  db: Database,
  fields: {
    name?: string;
    category?: Category;
    price?: number;
    salePrice?: number;
    stock?: number;
    latest?: boolean;
    createdMinutesAgo?: number;
  } = {},
): Promise<string> {
  const [saved] = await saveProducts(db, [
    {
      name: fields.name ?? `Product ${randomBytes(4).toString('hex')}`,
      description: 'A test product.',
      category: fields.category ?? 'Skincare',
      subCategory: 'Test',
      price: fields.price ?? 1000,
      sale_price: fields.salePrice ?? 0,
      stock: fields.stock ?? 10,
      latest: fields.latest ?? false,
      image: 'test.svg',
      createdSecondsAgo: (fields.createdMinutesAgo ?? 0) * 60,
    },
  ]);
  return saved!.id;
}

/** Waits for the outbox to hold a mail to `to` and returns its raw text. */
export async function waitForMail(outbox: string, to: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox)).sort();
    const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    const matching = texts.filter((text) => text.includes(`To: ${to}`));
    if (matching.length >= count) return matching[count - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

/**
 * `db` with every `query` it runs recorded in `queries` (and with its parameters in `calls`),
 * to count what a call costs or to explain the statements it ran.
 */
export function countingQueries(db: Database): {
  db: Database;
  queries: string[];
  calls: { sql: string; params: unknown[] | undefined }[];
} {
  const queries: string[] = [];
  const calls: { sql: string; params: unknown[] | undefined }[] = [];
  const counting = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return (sql: string, params?: unknown[]) => {
        queries.push(sql);
        calls.push({ sql, params });
        return target.query(sql, params);
      };
    },
  });
  return { db: counting, queries, calls };
}
