/**
 * The migrate command (`npm run migrate`, the image's `migrate`) as three processes started at
 * once on one fresh database, as replicas or a one-shot job beside them would: every migration
 * applies exactly once and all three exit 0. Only a real server runs sessions side by side, so
 * this runs when DATABASE_URL is set (CI sets it).
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/db/index.ts';
import { runApiCommand } from './process.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('npm run migrate (PostgreSQL)', () => {
  it('applies each migration once when three processes start together', async () => {
    const name = `bloom_migrate_cli_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const runs = await Promise.all(
        [0, 1, 2].map(() => runApiCommand('src/cli/migrate.ts', { DATABASE_URL: url.toString() })),
      );
      expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
      const applied = runs.flatMap((run) =>
        [...(/applied ([\d, ]+)/.exec(run.output)?.[1]?.matchAll(/\d+/g) ?? [])].map(Number),
      );
      const expected = (await readdir(migrationsDir))
        .map((file) => /^(\d+)_/.exec(file)?.[1])
        .filter((version) => version !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
      expect(applied.sort((a, b) => a - b)).toEqual(expected);

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      await check.end();
      expect(rows.map((row) => row.version)).toEqual(expected);

      // Run again: nothing left to do.
      const again = await runApiCommand('src/cli/migrate.ts', { DATABASE_URL: url.toString() });
      expect(again).toEqual({ code: 0, output: 'migrate: the database is up to date\n' });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
