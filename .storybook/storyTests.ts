/**
 * One Vitest project of stories-as-tests, the same for every package that has stories: each
 * story Storybook finds through `configDir` runs in headless Chromium (its play function, axe,
 * and a screenshot compared with the committed baseline, see storyTestAnnotations.ts). The ui
 * package tests its components this way (ui/vitest.config.ts), the storefront its page stories
 * (storefront/vitest.stories.config.ts); `npm run storybook` shows both (main.ts here).
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import type { ViteUserConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

/** Options of {@link storyTestProject}. */
export interface StoryTestProjectOptions {
  /** The project's name (`npx vitest run --project <name>`). */
  name: string;
  /**
   * The Storybook config folder (an absolute path) whose `main.ts` lists the project's stories
   * and whose `vitest.setup.ts` applies the story test annotations.
   */
  configDir: string;
  /** More plugins (e.g. one adding plain unit tests). */
  plugins?: Plugin[];
  /** Node-side commands the tests call. */
  commands?: Record<string, BrowserCommand<never[]>>;
  /** Only the stories with one of these tags (e.g. `rtl`). @default every story */
  includeTags?: string[];
}

/** The Vitest config of a stories-as-tests project. */
export function storyTestProject({
  name,
  configDir,
  plugins = [],
  commands = {},
  includeTags,
}: StoryTestProjectOptions): ViteUserConfig {
  return {
    plugins: [
      react(),
      storybookTest({ configDir, ...(includeTags && { tags: { include: includeTags } }) }),
      ...plugins,
    ],
    // The stories' and unit tests' dependencies, bundled before the first test rather than
    // discovered midway: a discovery rotates the optimizer's hash, and the files being imported
    // at that moment fail with "Failed to fetch dynamically imported module" (ui's toast.test.tsx,
    // the only ui file that imports vitest-browser-react, did on fresh clones).
    optimizeDeps: {
      include: [
        'react-hot-toast/headless',
        '@formatjs/icu-messageformat-parser',
        'vitest-browser-react',
        '@tanstack/react-table',
        'react-intl',
        '@apollo/client',
        '@apollo/client/react',
        '@apollo/client/testing/react',
        '@xstate/react',
        'xstate',
        'react-router-dom',
      ],
    },
    test: {
      name,
      // Sized for a busy laptop: a wait ends when the user would see the thing, and only a
      // thing that never comes should fail it.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      expect: { poll: { timeout: 15_000 } },
      // Storybook's plugin adds its own project annotations, which replace ours (and with them
      // every screenshot), unless it finds a setup file directly in `configDir` that mentions
      // setProjectAnnotations: so each package has its own, applying storyTestAnnotations.ts.
      setupFiles: [join(configDir, 'vitest.setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          // Larger than any story's viewport, so Vitest never scales the test frame down and
          // screenshots keep real pixels; tall stories (a whole home page) grow their frame up
          // to this height. Dates show in UTC wherever the tests run, as the baselines do.
          contextOptions: { viewport: { width: 1280, height: 4800 }, timezoneId: 'UTC' },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1200, height: 900 },
        commands,
        // The Storybook plugin turns file writes off unless asked; baselines need them.
        api: { allowWrite: true },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Baselines come from this same Chromium, so rendering is deterministic: a small
            // colour tolerance only (YIQ distance), no mismatched pixels allowed.
            comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
            // Two equal shots in a row are what "stable" means; on a busy machine they take
            // longer than the default 5 s to come, and that is no reason to fail.
            timeout: 30_000,
          },
        },
      },
    },
  };
}
