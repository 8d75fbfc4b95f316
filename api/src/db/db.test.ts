import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { migrate, removeExpiredRows } from './index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('database layer', () => {
  it('rolls a failed transaction back entirely', async () => {
    await t.db.query('CREATE TABLE tx_probe (n int)');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await t.db.query('SELECT * FROM tx_probe');
    expect(rows.rowCount).toBe(0);
  });

  it('applies only migrations not yet recorded, each in its own transaction', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bloom-migrations-'));
    try {
      await writeFile(path.join(dir, '900_first.sql'), 'CREATE TABLE m_first (n int);');
      expect(await migrate(t.db, dir)).toEqual([900]);
      expect(await migrate(t.db, dir)).toEqual([]);
      await writeFile(
        path.join(dir, '901_broken.sql'),
        'CREATE TABLE m_second (n int); SELECT nope;',
      );
      await expect(migrate(t.db, dir)).rejects.toThrow();
      const second = await t.db.query(`SELECT to_regclass('m_second') AS t`);
      expect(second.rows[0]).toEqual({ t: null });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('removes ended sessions, spent limits and old resets, and keeps what is still in use', async () => {
    const user = await t.db.query<{ id: string }>(
      `INSERT INTO users (name, email, password_hash) VALUES ('H', 'housekeeping@example.com', 'x')
       RETURNING id`,
    );
    const userId = user.rows[0]!.id;
    await t.db.query(
      `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES
         ('\\x01', $1, now() - interval '2 days', now() - interval '25 hours'),
         ('\\x02', $1, now() - interval '7 days 1 minute', now() - interval '1 minute'),
         ('\\x03', $1, now() - interval '6 days', now() - interval '23 hours')`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('old', 1, now() - interval '1 minute'), ('live', 1, now() + interval '1 minute')`,
    );
    await t.db.query(
      `INSERT INTO password_resets (email, user_id, code_hash, expires_at, created_at) VALUES
         ('old@example.com', $1, '\\x00', now() - interval '25 hours', now() - interval '25 hours'),
         ('recent@example.com', $1, '\\x00', now() - interval '1 hour', now() - interval '2 hours')`,
      [userId],
    );

    await removeExpiredRows(t.db);

    const sessions = await t.db.query<{ token: string }>(
      `SELECT encode(token_hash, 'hex') AS token FROM sessions ORDER BY token`,
    );
    expect(sessions.rows.map((row) => row.token)).toEqual(['03']);
    const keys = await t.db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(keys.rows.map((row) => row.key)).toEqual(['live']);
    const resets = await t.db.query<{ email: string }>('SELECT email FROM password_resets');
    expect(resets.rows.map((row) => row.email)).toEqual(['recent@example.com']);
  });
});
