/**
 * The `ui-package` test project: @bloom/ui as designers and other teams meet it, in Node.
 * test-package/docs.test.ts runs Storybook's docgen and fails on a public prop without a
 * description; test-package/consumer.test.ts packs the package and builds, type-checks and
 * opens a small Vite app that installed the tarball outside the workspace.
 * `npx vitest run --project ui-package`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui-package',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test-package/**/*.test.ts'],
    // Building, packing and installing the package takes tens of seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
