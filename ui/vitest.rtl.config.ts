/**
 * The `ui-rtl` test project: one story of every ui component (tagged `rtl`) again, in Urdu and right to left
 * (the preview's `locale` and `direction` globals set by ui/.storybook/vitest.setup.ts), with
 * its own baseline beside the LTR one (`<Story>-rtl-chromium-linux.png`). Play functions and axe
 * run as in the `ui` project. Update with `npx vitest run --project ui-rtl --update`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storyTestProject } from '../.storybook/storyTests.ts';
import { emulateReducedMotion } from './test/mediaCommand.ts';

export default defineConfig(
  mergeConfig(
    storyTestProject({
      name: 'ui-rtl',
      configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
      commands: { emulateReducedMotion },
      // One representative story a component (tagged 'rtl'): every story twice would add as
      // much again to the slowest project of the run.
      includeTags: ['rtl'],
    }),
    { define: { __BLOOM_STORY_DIRECTION__: JSON.stringify('rtl') } },
  ),
);
