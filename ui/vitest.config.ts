/**
 * The `ui` test project: every story in ui/src runs as a test in headless Chromium (its play
 * function, axe, and a screenshot compared with the committed baseline), plus the unit tests
 * in ui/src/**\/*.test.ts(x). Update baselines with `npx vitest run --project ui --update`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type Plugin } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const configDir = fileURLToPath(new URL('../.storybook', import.meta.url));

/**
 * The Storybook plugin replaces `test.include` with the story globs; this plugin runs after it
 * and adds the plain unit tests back (Vite merges the arrays).
 */
const unitTests: Plugin = {
  name: 'bloom:ui-unit-tests',
  config: () => ({ test: { include: ['ui/src/**/*.test.{ts,tsx}'] } }),
};

export default defineConfig({
  plugins: [react(), storybookTest({ configDir }), unitTests],
  test: {
    name: 'ui',
    setupFiles: [fileURLToPath(new URL('../.storybook/vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1200, height: 900 },
      // The Storybook plugin turns file writes off unless asked; baselines need them.
      api: { allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing noise only; any real change of look moves far more pixels.
          comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
        },
      },
    },
  },
});
