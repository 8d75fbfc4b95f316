/**
 * The `storefront-stories` test project: the storefront's page stories (`Pages/*`) run as tests
 * in headless Chromium, like the ui's component stories (.storybook/storyTests.ts): play, axe
 * and a screenshot against the committed baseline. `--update` accepts changed baselines.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storyTestProject } from '../.storybook/storyTests.ts';

export default defineConfig(
  mergeConfig(
    storyTestProject({
      name: 'storefront-stories',
      configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
    }),
    // The pages' own dependencies (their forms), bundled up front like the shared ones.
    { optimizeDeps: { include: ['react-hook-form', '@hookform/resolvers/zod', 'zod/mini'] } },
  ),
);
