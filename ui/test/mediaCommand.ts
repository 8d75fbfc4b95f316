/**
 * A Vitest browser command (runs in Node): emulates the user's reduced-motion preference in
 * the test page, so components' `prefers-reduced-motion` styles can be checked for real.
 */
import type { Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/** Turns `prefers-reduced-motion: reduce` on (true) or off (false). */
export const emulateReducedMotion: BrowserCommand<[reduce: boolean], void> = async (
  context,
  reduce,
) => {
  if (!('page' in context)) throw new Error('emulateReducedMotion needs the Playwright provider');
  const { page } = context as unknown as { page: Page };
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
};
