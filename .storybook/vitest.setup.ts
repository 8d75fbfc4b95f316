/**
 * Runs before every story test (ui Vitest project): the a11y addon's and our preview's
 * annotations, plus a visual baseline per story. The screenshot is taken after the play
 * function and axe, so it shows the state the interaction left behind.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { StoryContext } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from './preview.tsx';

/**
 * `parameters.screenshot` of a story: 'canvas' (default) shoots the story's own element,
 * 'page' the whole viewport (for dialogs, sheets, toasts and menus rendered in portals),
 * false skips the baseline (e.g. a story whose look another story already covers).
 */
export type ScreenshotParameter = 'canvas' | 'page' | false;

async function matchStoryScreenshot(context: StoryContext) {
  const mode = (context.parameters.screenshot ?? 'canvas') as ScreenshotParameter;
  if (mode === false) return;
  const target = mode === 'page' ? document.body : context.canvasElement;
  // Anything below the viewport would come out blank: grow the viewport to fit the story.
  // The next story's own viewport is set again by the Storybook plugin.
  const height = Math.ceil(target.getBoundingClientRect().bottom);
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  await expect(page.elementLocator(target)).toMatchScreenshot();
}

// Screenshots must not depend on timing: no blinking caret, and animations and transitions
// finish at once (Radix still sees its enter/exit animations start and end).
const steady = document.createElement('style');
steady.textContent = `*, *::before, *::after {
  caret-color: transparent !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}`;
document.head.append(steady);

setProjectAnnotations([
  a11yAddonAnnotations,
  previewAnnotations,
  { afterEach: matchStoryScreenshot },
]);
