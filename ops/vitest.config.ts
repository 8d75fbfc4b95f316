/** The tests of @bloom/ops: its parts on a real Fastify instance in the node environment. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ops',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Sized for a busy laptop, as every project's (issue 31).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
