import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/** Where the numbered SQL migrations live. */
export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same in every api process.
const migrationLockId = 72_616_101;

/**
 * Applies every `NNN_name.sql` file not yet recorded in `schema_migrations`, in order, each in
 * its own transaction. An advisory lock makes processes that start together take turns.
 * Returns the versions it applied.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<number[]> {
  // Under the lock too: two processes creating the table at once collide in PostgreSQL's
  // catalogue (a duplicate pg_type row) even with IF NOT EXISTS.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const files = (await readdir(dir))
    .map((file) => ({ file, match: /^(\d+)_[\w-]+\.sql$/.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ file, version: Number(match[1]) }))
    .sort((a, b) => a.version - b.version);
  // Versions are recorded by number: a second file of one number would be skipped in silence.
  const twice = files.find((entry, index) => files[index + 1]?.version === entry.version);
  if (twice) {
    const pair = files
      .filter((entry) => entry.version === twice.version)
      .map((entry) => entry.file);
    throw new Error(
      `Migrations ${pair.join(' and ')} share the number ${twice.version}: renumber one.`,
    );
  }

  const applied: number[] = [];
  for (const { file, version } of files) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.rowCount > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        version,
        file,
      ]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
