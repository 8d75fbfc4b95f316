/**
 * Once per run: boots PGlite, applies the migrations and saves the result, so each test file
 * starts its own PGlite from that snapshot instead of running initdb and every migration again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openPGlite } from '../src/db/index.ts';
import { dumpPGlite } from '../src/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, as a tarball file ('' on PostgreSQL runs). */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bloom-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const db = await openPGlite();
  await migrate(db);
  await writeFile(file, await dumpPGlite(db));
  await db.close();
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
