/**
 * The published package works for a consumer: `npm pack` holds only what an app needs, and a
 * scratch app renders components from the installed tarball (see packageCommand.ts).
 */
import { expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { PackResult } from './packageCommand';

declare module 'vitest/browser' {
  interface BrowserCommands {
    packAndRender: () => Promise<PackResult>;
  }
}

it(
  'packs only what a consumer needs and renders from the installed tarball',
  { timeout: 120_000 },
  async () => {
    const { files, html, cssResolved } = await commands.packAndRender();

    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/bloom-ui.css');
    // Nothing from the sources, stories, tests or baselines.
    expect(
      files.filter((f) => !f.startsWith('dist/') && f !== 'package.json' && f !== 'README.md'),
    ).toEqual([]);
    expect(files.some((f) => /\.stories\.|\.test\.|__screenshots__|\.png$/.test(f))).toBe(false);

    expect(cssResolved).toBe(true);
    expect(html).toContain('Shop now</span></button>');
    expect(html).toContain('Rs. 1,199.00');
    expect(html).toContain('<a href="/selectedItem/1"');
  },
);
