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
    // PGlite takes a couple of seconds to boot inside each file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
