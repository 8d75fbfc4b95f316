/**
 * Runs before every test of the `storefront-stories` project (storefront/vitest.stories.config.ts):
 * the shared story test annotations (.storybook/storyTestAnnotations.ts). The call to
 * setProjectAnnotations has to be in this file, in the project's configDir, or Storybook's Vitest
 * plugin adds its own annotations, which replace these: see .storybook/storyTests.ts.
 */
import { beforeEach } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import {
  assertStoryTestAnnotations,
  storyTestAnnotations,
} from '../../.storybook/storyTestAnnotations.ts';

setProjectAnnotations(storyTestAnnotations);
beforeEach(assertStoryTestAnnotations);
