/**
 * Migrations when several api processes start at once on one fresh PostgreSQL: each schema
 * change applies once and nobody fails. Only a real server runs two sessions at a time, so this
 * runs when DATABASE_URL is set (CI sets it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openPg } from './pg.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('migrations started together (PostgreSQL)', () => {
  it('apply once, in order, however many processes start on a fresh database at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const name = `bloom_migrate_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const processes = await Promise.all(
        [0, 1, 2].map(() => openPg({ connectionString: url.toString(), max: 2 })),
      );
      try {
        const applied = await Promise.all(processes.map((db) => migrate(db)));
        // Every version applied by exactly one of them.
        const all = applied.flat().sort((a, b) => a - b);
        expect(new Set(all).size).toBe(all.length);
        const { rows } = await processes[0]!.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(rows.map((row) => row.version)).toEqual(all);
      } finally {
        await Promise.all(processes.map((db) => db.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  });
});
