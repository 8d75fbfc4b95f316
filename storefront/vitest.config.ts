import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

/**
 * Storefront tests: machines and pages, in real Chromium (pages need a DOM, and one browser for
 * everything keeps the setup single). Network actors and the gateway are faked per test.
 */
export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front: discovering them mid-run makes Vite reload the browser, and a test that
  // was running then fails spuriously.
  optimizeDeps: {
    include: [
      'react-hot-toast/headless',
      'xstate',
      '@xstate/react',
      '@apollo/client',
      '@apollo/client/react',
      '@apollo/client/testing',
      '@apollo/client/testing/react',
      '@apollo/client/errors',
      'react-dom/client',
      'react-dom/server',
      'vitest-browser-react',
      'react-router-dom',
      'axe-core',
      'graphql',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod/mini',
      'react-intl',
      '@formatjs/icu-messageformat-parser',
    ],
  },
  test: {
    name: 'storefront',
    root: import.meta.dirname,
    // Sized for a busy laptop: a wait ends when the user would see the thing, and only a thing
    // that never comes should fail it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
