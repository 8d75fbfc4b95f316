/**
 * The `ui` test project: every story Storybook finds (the components' in ui/src and the page
 * stories in storefront/src) runs as a test in headless Chromium (its play function, axe, and a
 * screenshot compared with the committed baseline), plus the unit tests in ui/src/**\/*.test.ts(x). Update baselines with `npx vitest run --project ui --update`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type Plugin } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { emulateReducedMotion } from './test/mediaCommand.ts';
import { packAndRender } from './test/packageCommand.ts';

const configDir = fileURLToPath(new URL('../.storybook', import.meta.url));

/**
 * The Storybook plugin replaces `test.include` with the story globs; this plugin runs after it
 * and adds the plain unit tests back (Vite merges the arrays).
 */
const unitTests: Plugin = {
  name: 'bloom:ui-unit-tests',
  config: () => ({ test: { include: ['ui/src/**/*.test.{ts,tsx}', 'ui/test/**/*.test.ts'] } }),
};

export default defineConfig({
  plugins: [react(), storybookTest({ configDir }), unitTests],
  // The page stories' dependencies, bundled before the first test rather than discovered midway
  // (a discovery reloads the browser and fails the story file that was running).
  optimizeDeps: {
    include: [
      'react-hot-toast/headless',
      '@apollo/client',
      '@apollo/client/react',
      '@apollo/client/testing/react',
      '@xstate/react',
      'xstate',
      'react-router-dom',
    ],
  },
  test: {
    name: 'ui',
    setupFiles: [fileURLToPath(new URL('../.storybook/vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        // Larger than any story's viewport, so Vitest never scales the test frame down and
        // screenshots keep real pixels; tall stories (a whole home page) grow their frame up to
        // this height. Dates show in UTC wherever the tests run, as the baselines do.
        contextOptions: { viewport: { width: 1280, height: 4800 }, timezoneId: 'UTC' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1200, height: 900 },
      // Node-side helpers of the unit tests (ui/test/*Command.ts).
      commands: { packAndRender, emulateReducedMotion },
      // The Storybook plugin turns file writes off unless asked; baselines need them.
      api: { allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Baselines come from this same Chromium, so rendering is deterministic: a small colour
          // tolerance only (YIQ distance), no mismatched pixels allowed.
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
        },
      },
    },
  },
});
