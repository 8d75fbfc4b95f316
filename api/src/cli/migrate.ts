/**
 * Applies the database migrations once and exits: `npm run migrate`, or in the image
 * `node api/src/cli/migrate.ts` (Node 24 runs the TypeScript as is). It opens the database the
 * api would (DATABASE_URL, else PGlite in BLOOM_DATA_DIR) and runs `migrate`, which takes turns
 * under a PostgreSQL advisory lock: replicas or a one-shot job starting together apply each
 * migration exactly once. Prints what it applied; exits 1 with the reason when it cannot.
 */
import { readConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/index.ts';

async function main(): Promise<void> {
  const db = await openDatabase(readConfig());
  try {
    const applied = await migrate(db);
    console.log(
      applied.length === 0
        ? 'migrate: the database is up to date'
        : `migrate: applied ${applied.map((version) => String(version).padStart(3, '0')).join(', ')}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
