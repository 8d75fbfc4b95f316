/**
 * The project annotations of every story test, whichever package's Vitest project runs it: the
 * a11y addon's (axe after each story), our preview's (tokens, theme, `a11y.test: 'error'`), and a
 * visual baseline per story. Each package's `.storybook/vitest.setup.ts` hands them to
 * `setProjectAnnotations`; see storyTests.ts for why that call must sit in the package's folder.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import type { ReactRenderer, StoryContext } from '@storybook/react-vite';
import type { NamedOrDefaultProjectAnnotations } from 'storybook/internal/types';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from './preview.tsx';

// A play function's `findBy…` waits as long as a loaded machine may take to show the thing, like
// the tests' `expect.poll`: Testing Library's 1 s default failed "Filter Sheet On A Phone" at
// load 10 (issue 31). Only a thing that never comes waits it out.
configure({ asyncUtilTimeout: 15_000 });

/**
 * `parameters.screenshot` of a story: 'canvas' (default) shoots the story's own element,
 * 'page' the whole viewport (for dialogs, sheets, toasts and menus rendered in portals),
 * false skips the baseline (e.g. a story whose look another story already covers).
 */
export type ScreenshotParameter = 'canvas' | 'page' | false;

/**
 * Waits for what a screenshot shows to be final: the fonts loaded, every image in `target`
 * decoded, and two frames painted after that (a loaded machine lags on each).
 */
async function settled(target: Element) {
  await document.fonts.ready;
  await Promise.all(
    [...target.querySelectorAll('img')].map((img) =>
      img.complete ? Promise.resolve() : img.decode().catch(() => undefined),
    ),
  );
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Taken after the play function and axe, so it shows the state the interaction left behind. */
async function matchStoryScreenshot(context: StoryContext) {
  const mode = (context.parameters.screenshot ?? 'canvas') as ScreenshotParameter;
  if (mode === false) return;
  const target = mode === 'page' ? document.body : context.canvasElement;
  await settled(target);
  // Anything below the viewport would come out blank: grow the viewport to fit the story.
  // The next story's own viewport is set again by the Storybook plugin.
  const height = Math.ceil(target.getBoundingClientRect().bottom);
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  // Right-to-left runs (the ui-rtl project) keep their own baselines beside the LTR ones:
  // "Primary-rtl-chromium-linux.png" next to "Primary-1-chromium-linux.png".
  if (context.globals.direction === 'rtl') {
    const name = `${context.name.replace(/[^\w]+/g, '-')}-rtl`;
    await expect(page.elementLocator(target)).toMatchScreenshot(name);
  } else {
    await expect(page.elementLocator(target)).toMatchScreenshot();
  }
}

let applied = false;

/**
 * Screenshots must not depend on timing: no blinking caret, and animations and transitions
 * finish at once (Radix still sees its enter/exit animations start and end).
 */
function steadyRendering() {
  applied = true;
  const steady = document.createElement('style');
  steady.textContent = `*, *::before, *::after {
  caret-color: transparent !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}`;
  document.head.append(steady);
  return () => steady.remove();
}

/** What each package's story-test setup file passes to `setProjectAnnotations`. */
export const storyTestAnnotations: NamedOrDefaultProjectAnnotations<ReactRenderer>[] = [
  a11yAddonAnnotations,
  previewAnnotations,
  { beforeAll: steadyRendering, afterEach: matchStoryScreenshot },
];

/**
 * Fails a test when the annotations above are not the ones in effect: Storybook's Vitest plugin
 * silently replaces them with its own when it does not recognise the setup file, and then no
 * story is compared with its baseline. Meant for Vitest's `beforeEach` in the setup file.
 */
export function assertStoryTestAnnotations() {
  if (applied) return;
  throw new Error(
    "Bloom's story test annotations are not in effect (no screenshots would be compared): " +
      "the project's setup file must be <configDir>/vitest.setup.ts and call " +
      'setProjectAnnotations(storyTestAnnotations) itself (see .storybook/storyTests.ts).',
  );
}
