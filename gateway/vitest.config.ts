/**
 * The gateway's tests: unit tests of its parts, and operations against the real gateway with a
 * real api process on 127.0.0.1 (one per test file).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'gateway',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each integration file boots its own api (PGlite migration and seed take seconds).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
