/**
 * `npm start`: builds what is missing, starts the api (which migrates and seeds its database) and
 * the gateway (which serves the shop, /graphql and /images), and prints the one URL to open.
 * Ctrl-C stops both.
 */
import { ensureBuilt, startStack } from './stack.ts';

ensureBuilt();
const stack = await startStack();
const { port } = new URL(stack.gatewayUrl);
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
