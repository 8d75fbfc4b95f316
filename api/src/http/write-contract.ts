/**
 * Writes the api's OpenAPI document to a file, without a database or a port:
 * `tsx api/src/http/write-contract.ts <file>`. `npm run codegen` runs it so the gateway's REST
 * types (openapi-typescript) and reply checks come from the document the api would serve.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import type { Database } from '../db/index.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx api/src/http/write-contract.ts <file.json>');
  process.exit(2);
}

// Describing the routes never touches the database; a query here would be a bug.
const refuse = () => Promise.reject(new Error('the contract is built without a database'));
const noDatabase: Database = {
  kind: 'pglite',
  query: refuse,
  exec: refuse,
  transaction: refuse,
  close: async () => {},
};

const app = await buildApp({ db: noDatabase, referencePage: false });
const document = app.swagger();
await app.close();
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`wrote ${target}`);
