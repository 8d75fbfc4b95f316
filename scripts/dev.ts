/**
 * `npm run dev`: the stack as `npm start` runs it, with the web server running Vite in middleware
 * mode: hot reload on http://localhost:4000, pages still rendered on the server.
 */
import { ensureBuilt, startStack } from './stack.ts';

ensureBuilt({ storefront: false });
const stack = await startStack({ dev: true });
const { port } = new URL(stack.webUrl);
console.log(`\nBloom (development) is running at http://localhost:${port}\n`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
