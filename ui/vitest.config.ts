/**
 * The `ui` test project: every component story in ui/src runs as a test in headless Chromium
 * (its play function, axe, and a screenshot compared with the committed baseline: see
 * .storybook/storyTests.ts), plus the unit tests in ui/src/**\/*.test.ts(x) and ui/test. Update
 * baselines with `npx vitest run --project ui --update`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { storyTestProject } from '../.storybook/storyTests.ts';
import { emulateReducedMotion } from './test/mediaCommand.ts';

/**
 * The Storybook plugin replaces `test.include` with the story globs; this plugin runs after it
 * and adds the plain unit tests back (Vite merges the arrays).
 */
const unitTests: Plugin = {
  name: 'bloom:ui-unit-tests',
  config: () => ({ test: { include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'] } }),
};

export default defineConfig(
  storyTestProject({
    name: 'ui',
    configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
    plugins: [unitTests],
    // Node-side helpers of the unit tests (ui/test/*Command.ts).
    commands: { emulateReducedMotion },
  }),
);
