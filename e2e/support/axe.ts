/**
 * The accessibility check of issue 7: axe with the WCAG 2.0/2.1/2.2 A and AA rules,
 * `target-size` on. A failure lists every violation (rule, impact, the elements and what to do)
 * so a red test says what to fix.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The tags issue 7 asks for. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per failing element: "<where>: <rule> (<impact>) <target> - <help>". */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // axe ships target-size (2.5.8) switched off; issue 7 wants it on. options() replaces every
    // option, so it goes before withTags().
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(wcagTags)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')} - ${violation.help}`,
    ),
  );
}

/**
 * Scans the page as it is now; a soft assertion, so one run lists the violations of every
 * place a test visits.
 */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect.soft(await axeViolations(page, where), `axe violations at ${where}`).toEqual([]);
}
