/**
 * `npm start`: builds what is missing, starts the api (which migrates and seeds its database),
 * the gateway and the web server (which renders the shop and forwards /graphql and /images), and
 * prints the one URL to open. Ctrl-C stops them all.
 */
import { ensureBuilt, startStack } from './stack.ts';

ensureBuilt();
const stack = await startStack();
const { port } = new URL(stack.webUrl);
console.log(`\nBloom is running at http://localhost:${port}  (GraphQL playground: /graphql)\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Bloom…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
