/**
 * How Storybook's docs tables read props: react-docgen-typescript over tsconfig.docgen.json, our
 * own props only. Shared by main.ts (every Storybook and story-test project) and by the test that
 * fails when a public prop has no description (ui/test-package/docs.test.ts), so the test checks
 * exactly what a designer sees.
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PropItem } from 'react-docgen-typescript';

type DocgenOptions = NonNullable<
  NonNullable<StorybookConfig['typescript']>['reactDocgenTypescriptOptions']
>;

/** Absolute, because Storybook and each Vitest project resolve a relative path from another root. */
export const docgenTsconfigPath = fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url));

/**
 * A prop the library declares itself, not one of the DOM attributes every component passes on.
 * Judged by all its declarations, not by `parent` (the first one): a prop redeclared on top of a
 * DOM attribute has the DOM type as parent. The docs test forbids such props anyway, since
 * react-docgen-typescript caches them by the DOM file and prop name and hands one component's
 * description to the next (react-docgen-typescript#545): we `Omit` the attribute instead.
 */
export function isOwnProp(prop: PropItem): boolean {
  const declarations = prop.declarations ?? (prop.parent ? [prop.parent] : []);
  if (declarations.length === 0) return true;
  return declarations.some((declaration) => !/node_modules/.test(declaration.fileName));
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** react-docgen-typescript's options (Storybook adds `savePropValueAsString` itself). */
export const docgenOptions = {
  tsconfigPath: docgenTsconfigPath,
  // The components only (absolute: each Vitest project has its own root). The default, every
  // .tsx under the root, also globbed node_modules and tried .storybook/preview.tsx.
  include: ['ui/src/**/*.tsx', 'storefront/src/**/*.tsx'].map((glob) => `${repoRoot}${glob}`),
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: isOwnProp,
} satisfies DocgenOptions;
