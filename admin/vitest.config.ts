import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

/**
 * The back office's tests: screens in real Chromium, the gateway's admin schema answered by
 * Apollo's MockedProvider per test (the whole stack is e2e/admin.spec.ts's).
 */
export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front: discovering them mid-run makes Vite reload the browser, and a test that
  // was running then fails spuriously.
  optimizeDeps: {
    include: [
      '@apollo/client',
      '@apollo/client/react',
      '@apollo/client/testing',
      '@apollo/client/testing/react',
      '@apollo/client/errors',
      'react-dom/client',
      'vitest-browser-react',
      'react-router-dom',
      'axe-core',
      'graphql',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod/mini',
    ],
  },
  test: {
    name: 'admin',
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
      // A desk's screen by default (Vitest's own is a phone's 414 px); phone tests set 390 px.
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
      // Its own port: another project's browser run on Vitest's default port would take this
      // run's page requests.
      api: { port: 63_415 },
    },
  },
});
