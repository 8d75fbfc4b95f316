/** Accessibility checks for page tests: axe-core over the rendered document. */
import axe from 'axe-core';

/** The axe violations on the page now, as "rule: target" lines (empty when clean). */
export async function axeViolations(context: axe.ElementContext = document): Promise<string[]> {
  const results = await axe.run(context, { resultTypes: ['violations'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
