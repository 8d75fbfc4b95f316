/**
 * Adds N synthetic products for benchmarks (`npm run bench:api` runs it):
 *   npx tsx api/scripts/generate-products.ts 100000
 * It uses the same database as the api (DATABASE_URL, else PGlite in BLOOM_DATA_DIR; stop the
 * api first when using PGlite, which one process at a time may open).
 */
import { readConfig } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { generateProducts } from './synthetic-products.ts';

async function main(args: string[]): Promise<void> {
  const count = Number(args[0]);
  if (args.length !== 1 || !Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('usage: npx tsx api/scripts/generate-products.ts N (1 to 1000000)');
  }
  const db = await openDatabase(readConfig());
  try {
    await migrate(db);
    const started = Date.now();
    const added = await generateProducts(db, count);
    await db.exec('VACUUM ANALYZE products');
    console.log(`generated ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
