/**
 * The api's tests: node environment, one PGlite instance (or one fresh PostgreSQL database when
 * DATABASE_URL is set) per test file, so files stay isolated and can run in parallel.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files share a worker's module cache, so PGlite's WebAssembly is compiled once per worker
    // rather than once per file (seconds each); every file still opens its own database.
    isolate: false,
    // PGlite takes a couple of seconds to boot inside each file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
