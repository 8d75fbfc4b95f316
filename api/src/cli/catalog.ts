/**
 * The catalogue command line (api/README.md):
 *   npm run catalog -w api -- import FILE.json   load products and coupons (idempotent)
 *   npm run catalog -w api -- --generate N       add N synthetic products for benchmarks
 * It uses the same database as the api (DATABASE_URL, else PGlite in BLOOM_DATA_DIR; stop the
 * api first when using PGlite, which one process at a time may open).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateProducts, importCatalog } from '../catalog/catalog.ts';
import { readConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/index.ts';

const usage = `usage:
  npm run catalog -w api -- import FILE.json
  npm run catalog -w api -- --generate N`;

async function main(args: string[]): Promise<void> {
  const [command, value] = args;
  if (command !== 'import' && command !== '--generate') throw new Error(usage);
  if (!value) throw new Error(usage);

  const config = readConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (command === 'import') {
      // npm runs workspace scripts inside api/; a relative path means the caller's folder.
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
      const data: unknown = JSON.parse(await readFile(file, 'utf8'));
      const summary = await importCatalog(db, data);
      console.log(
        `products: ${summary.productsCreated} added, ${summary.productsUpdated} updated; ` +
          `coupons: ${summary.couponsCreated} added, ${summary.couponsUpdated} updated`,
      );
    } else {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        throw new Error('--generate takes a whole number from 1 to 1000000');
      }
      const started = Date.now();
      const added = await generateProducts(db, count);
      await db.exec('VACUUM ANALYZE products');
      console.log(`generated ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
