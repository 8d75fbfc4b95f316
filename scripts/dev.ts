/**
 * `npm run dev`: the api and the gateway as `npm start` runs them, plus Vite's dev server with
 * hot reload on http://localhost:5173 (it proxies /graphql and /images to the gateway).
 */
import { spawn } from 'node:child_process';
import { ensureBuilt, root, startStack } from './stack.ts';

ensureBuilt({ storefront: false });
const stack = await startStack();
const vite = spawn('npm', ['run', 'dev', '-w', 'storefront'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_URL: stack.gatewayUrl },
});

const shutdown = async () => {
  vite.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
vite.once('exit', shutdown);
