/**
 * The web server's own tests (storefront/server), in Node: what it answers for robots.txt and
 * the sitemap, and how it logs a forwarded call the browser gave up on, against a stand-in
 * gateway. Pages themselves are tested end to end (e2e/).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    // Sized for a busy laptop: stopping a stack and its Chromium took over Vitest's 10 s
    // default for a hook at load 10 (first-paint.test.ts's afterAll, issue 31).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
