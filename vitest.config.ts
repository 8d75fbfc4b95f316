/**
 * Every package's tests, one Vitest run: `npx vitest run --project <name>` runs one of them.
 * Each package keeps its own config beside its code.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'ops/vitest.config.ts',
      'api/vitest.config.ts',
      'gateway/vitest.config.ts',
      'ui/vitest.config.ts',
      'ui/vitest.rtl.config.ts',
      'ui/vitest.package.config.ts',
      'storefront/vitest.config.ts',
      'storefront/vitest.server.config.ts',
      'storefront/vitest.stories.config.ts',
      'admin/vitest.config.ts',
    ],
  },
});
