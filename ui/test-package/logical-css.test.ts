/**
 * The lint rule behind right-to-left pages (stylelint.config.js at the root): physical left/right
 * in a CSS file fails `npm run lint`, its logical twin passes, and every CSS file of ui and the
 * storefront passes today. Through stylelint's Node API with the repository's own config.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Lints files, or one fixture's text (with no file name, so the config's ignoreFiles skips it not). */
async function lint(target: { files: string[] } | { fixture: string }) {
  const source =
    'files' in target
      ? { files: target.files }
      : {
          code: readFileSync(
            fileURLToPath(new URL(`fixtures/${target.fixture}`, import.meta.url)),
            'utf8',
          ),
        };
  const { results } = await stylelint.lint({ ...source, cwd: root });
  return results.flatMap((result) =>
    result.warnings.map((warning) => ({ line: warning.line, rule: warning.rule })),
  );
}

describe('CSS logical properties lint rule', () => {
  it('fails every physical left/right declaration of a CSS module', async () => {
    const warnings = await lint({ fixture: 'physical.module.css' });
    // One per declaration, lines 3 to 10 of the fixture.
    expect(warnings.map((w) => w.line).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('lets the logical twins through', async () => {
    expect(await lint({ fixture: 'logical.module.css' })).toEqual([]);
  });

  it('passes every CSS file of ui, the storefront and Storybook', async () => {
    const files = ['ui/src/**/*.css', 'storefront/src/**/*.css', '.storybook/*.css'];
    const warnings = await lint({ files });
    expect(warnings).toEqual([]);
  });
});
