/**
 * How Storybook's docs tables read props: react-docgen-typescript over tsconfig.docgen.json, our
 * own props only. Shared by main.ts (every Storybook and story-test project) and by the test that
 * fails when a public prop has no description (ui/test-package/docs.test.ts), so the test checks
 * exactly what a designer sees.
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

type DocgenOptions = NonNullable<
  NonNullable<StorybookConfig['typescript']>['reactDocgenTypescriptOptions']
>;
type PropItem = Parameters<NonNullable<DocgenOptions['propFilter']>>[0];

/** Absolute, because Storybook and each Vitest project resolve a relative path from another root. */
export const docgenTsconfigPath = fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url));

/**
 * A prop the library declares itself. A prop declared both by a DOM type and by us (FacetGroup's
 * `name`, on top of the fieldset's) counts as ours: its `parent` is the DOM type, so judging by
 * the parent alone would hide it from the table.
 */
export function isOwnProp(prop: PropItem): boolean {
  const declarations = prop.declarations ?? (prop.parent ? [prop.parent] : []);
  if (declarations.length === 0) return true;
  return declarations.some((declaration) => !/node_modules/.test(declaration.fileName));
}

/** react-docgen-typescript's options (Storybook adds `savePropValueAsString` itself). */
export const docgenOptions = {
  tsconfigPath: docgenTsconfigPath,
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: isOwnProp,
} satisfies DocgenOptions;
