/**
 * Runs before every test of the `ui` project (ui/vitest.config.ts): the shared story test
 * annotations (.storybook/storyTestAnnotations.ts). The call to setProjectAnnotations has to be
 * in this file, in the project's configDir, or Storybook's Vitest plugin adds its own
 * annotations, which replace these: see .storybook/storyTests.ts.
 */
import { beforeEach } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import {
  assertStoryTestAnnotations,
  storyTestAnnotations,
} from '../../.storybook/storyTestAnnotations.ts';

/**
 * The ui-rtl project (ui/vitest.rtl.config.ts) defines this as 'rtl': every story then runs in
 * Urdu, right to left, through the preview's locale and direction globals.
 */
declare const __BLOOM_STORY_DIRECTION__: 'ltr' | 'rtl' | undefined;
const rtl = typeof __BLOOM_STORY_DIRECTION__ !== 'undefined' && __BLOOM_STORY_DIRECTION__ === 'rtl';

setProjectAnnotations([
  ...storyTestAnnotations,
  ...(rtl ? [{ initialGlobals: { locale: 'ur', direction: 'rtl' } }] : []),
]);
beforeEach(assertStoryTestAnnotations);
