/**
 * Playwright's `test` for the journeys, with one difference: `page.goto` and `page.reload` return
 * once the page is interactive (React's root exists on it), not merely loaded. The server's HTML
 * is complete and styled before the code that answers a tap has run; a shopper who taps in that
 * moment loses the tap (React replays only what happens once its root exists), and a journey that
 * did so would test the timing of the machine it runs on, not the shop. What the page does
 * before its script runs is tested on purpose where it matters (forms.spec.ts, server-rendering
 * .spec.ts without JavaScript), with `waitUntil: 'commit'` or JavaScript off, which this leaves
 * alone.
 */
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Waits until the page's React root exists (a page without one, or without #root, is done), or
 * on a page hydrated in islands (a guest's product page), until every island has hydrated.
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root || Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return true;
    return (
      document.querySelector('bloom-island') !== null &&
      document.documentElement.hasAttribute('data-islands-hydrated')
    );
  });
}

/**
 * Waits until the page has hydrated and its network is quiet: what it asks for once it runs
 * (a cart, a session check) has been asked.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await interactive(page);
}

/**
 * Console errors and warnings, page errors and GraphQL requests from now on. A 404 or 503 the
 * page was meant to answer (an unknown page, a shop out of reach) is not a message.
 */
export function watch(page: Page) {
  const messages: string[] = [];
  let graphqlRequests = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlRequests += 1;
  });
  return {
    messages: () => messages.filter((m) => !/status of 404|status of 503/.test(m)),
    graphqlRequests: () => graphqlRequests,
  };
}

/**
 * Waits until React has hydrated the element `locator` finds (React's fiber is on it): a part
 * whose code loads after the page's (a member's review form) answers taps only from then on.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      { message: 'hydrated by React' },
    )
    .toBe(true);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await interactive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await interactive(page);
        return response;
      };
    }
    await use(page);
  },
});
