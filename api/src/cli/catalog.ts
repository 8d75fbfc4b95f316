/**
 * The catalogue command line (api/README.md):
 *   npm run catalog -w api -- import FILE.json   load products and coupons (idempotent)
 * It uses the same database as the api (DATABASE_URL, else PGlite in BLOOM_DATA_DIR; stop the
 * api first when using PGlite, which one process at a time may open). Synthetic products for
 * benchmarks come from scripts/generate-products.ts, outside the service's code.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importCatalog } from '../catalog/catalog.ts';
import { readConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/index.ts';

const usage = 'usage: npm run catalog -w api -- import FILE.json';

async function main(args: string[]): Promise<void> {
  const [command, file, ...rest] = args;
  if (command !== 'import' || !file || rest.length > 0) throw new Error(usage);

  // npm runs workspace scripts inside api/; a relative path means the caller's folder.
  const data: unknown = JSON.parse(
    await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'),
  );
  const db = await openDatabase(readConfig());
  try {
    await migrate(db);
    const summary = await importCatalog(db, data);
    console.log(
      `products: ${summary.productsCreated} added, ${summary.productsUpdated} updated; ` +
        `coupons: ${summary.couponsCreated} added, ${summary.couponsUpdated} updated`,
    );
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
