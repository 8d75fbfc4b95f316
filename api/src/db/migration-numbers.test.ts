/**
 * Migrations are recorded by their number: two files sharing one would leave the second
 * unapplied in silence, so `migrate` refuses such a folder, and the shipped folder has none.
 */
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { migrate, migrationsDir } from './migrate.ts';

describe('migration numbers', () => {
  it('are each used once in the shipped folder', async () => {
    const numbers = (await readdir(migrationsDir))
      .map((file) => /^(\d+)_/.exec(file)?.[1])
      .filter((number) => number !== undefined);
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers).size, numbers.join(', ')).toBe(numbers.length);
  });

  it('refuses a folder where two files share a number, naming both', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bloom-migrations-'));
    await writeFile(path.join(dir, '001_a.sql'), 'CREATE TABLE first_one (id int);');
    await writeFile(path.join(dir, '001_b.sql'), 'CREATE TABLE second_one (id int);');
    const { db, drop } = await createTestDatabase();
    try {
      await expect(migrate(db, dir)).rejects.toThrow(
        'Migrations 001_a.sql and 001_b.sql share the number 1: renumber one.',
      );
    } finally {
      await drop();
    }
  });
});
