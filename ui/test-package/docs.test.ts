/**
 * What a designer reads on a component's docs page in Storybook comes from react-docgen-typescript
 * (.storybook/docgen.ts): these tests run it as Storybook does and fail when a component exported
 * by the package, or one of its public props, has no TSDoc description.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';
import { Parser, withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import storybookMain from '../../.storybook/main.ts';
import { docgenOptions } from '../../.storybook/docgen.ts';

const repoRoot = join(import.meta.dirname, '../..');
const entry = join(import.meta.dirname, '../src/index.ts');

/** Whether a declaration comes from a dependency (a DOM attribute of @types/react...). */
const isForeign = (declaration: { fileName: string }) => /node_modules/.test(declaration.fileName);

/**
 * react-docgen-typescript caches a prop whose first declaration is in node_modules by that file
 * and the prop's name, for the whole parse: the second component with a `name` then gets the
 * first one's (react-docgen-typescript#545). Storybook parses one file at a time, so only props
 * redeclared on top of a DOM attribute suffer; to see each component's props as they are, the
 * cache is emptied before each component while the entry is parsed.
 */
function parseWithoutPropCache(parse: () => ComponentDoc[]): ComponentDoc[] {
  type Cached = { propertiesOfPropsCache: Map<string, unknown> };
  const prototype = Parser.prototype as unknown as Record<
    'getPropsInfo',
    (...args: never[]) => unknown
  >;
  const getPropsInfo = prototype.getPropsInfo;
  prototype.getPropsInfo = function (this: Cached, ...args) {
    this.propertiesOfPropsCache.clear();
    return getPropsInfo.apply(this, args);
  };
  try {
    return parse();
  } finally {
    prototype.getPropsInfo = getPropsInfo;
  }
}

/** Components only: the entry's types (ButtonProps...) come back from the parser too. */
const isComponent = (doc: ComponentDoc) =>
  doc.expression !== undefined &&
  (doc.expression.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) !== 0;

describe('the docs of every component exported from ui/src/index.ts', () => {
  let components: ComponentDoc[];

  beforeAll(() => {
    const { tsconfigPath, include: _include, ...options } = docgenOptions;
    const parser = withCustomConfig(tsconfigPath, {
      ...options,
      // As Storybook runs it (@storybook/react-vite's preset sets these two).
      savePropValueAsString: true,
      shouldIncludeExpression: true,
    });
    components = parseWithoutPropCache(() => parser.parse(entry)).filter(isComponent);
  });

  it('sees the components and their own props, descriptions and defaults', () => {
    // Guards the two checks below against passing on an empty parse.
    expect(components.length).toBeGreaterThan(50);
    const button = components.find((doc) => doc.displayName === 'Button');
    expect(button?.props.variant).toMatchObject({
      description: expect.stringContaining('Visual weight'),
      defaultValue: { value: 'primary' },
    });
    const facetGroup = components.find((doc) => doc.displayName === 'FacetGroup');
    expect(facetGroup?.props.name?.description).toBe(
      "Name of every input in the form's data (`skinType`).",
    );
    // DOM attributes are not listed.
    expect(button?.props).not.toHaveProperty('onClick');
  });

  it('describes every public prop', () => {
    const undescribed = components.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => prop.description.trim() === '')
        .map((prop) => `${doc.displayName}.${prop.name}`),
    );
    expect(undescribed, 'props without a TSDoc description').toEqual([]);
  });

  it('declares each public prop once, not on top of a DOM attribute of the same name', () => {
    // Such a prop's docs would start with the attribute's ("Defines a string value that labels
    // the current element.") and, across components, take another component's (see above).
    const redeclared = components.flatMap((doc) =>
      Object.values(doc.props)
        .filter((prop) => {
          const declarations = prop.declarations ?? [];
          return declarations.some(isForeign) && !declarations.every(isForeign);
        })
        .map((prop) => `${doc.displayName}.${prop.name}`),
    );
    expect(redeclared, 'props to Omit from the DOM type they redeclare').toEqual([]);
  });

  it('says what each component is for', () => {
    const undescribed = components
      .filter((doc) => doc.description.trim() === '')
      .map((doc) => doc.displayName);
    expect(undescribed, 'components without a TSDoc description').toEqual([]);
  });
});

describe("Storybook's docgen plugin, configured as in .storybook/main.ts", () => {
  it('attaches descriptions and defaults to the components it transforms', async () => {
    const options = storybookMain.typescript?.reactDocgenTypescriptOptions;
    const plugin = reactDocgenTypescript({ ...options, savePropValueAsString: true });
    // Storybook's Vite root is the repository (the folder above .storybook).
    const configResolved = plugin.configResolved as (config: object) => Promise<void>;
    await configResolved({ root: repoRoot, command: 'build' });
    const transform = plugin.transform as (
      this: object,
      code: string,
      id: string,
    ) => Promise<string | { code: string } | null | undefined>;
    const warnings: string[] = [];
    const context = { warn: (message: string) => warnings.push(message) };

    const file = join(repoRoot, 'ui/src/facet-group/FacetGroup.tsx');
    const result = await transform.call(context, await readFile(file, 'utf8'), file);
    const code = typeof result === 'string' ? result : (result?.code ?? '');
    const docgenInfo = code.match(/FacetGroup\.__docgenInfo = (.*);$/m)?.[1];
    expect(docgenInfo, `no docgen for FacetGroup (${warnings.join('; ')})`).toBeDefined();
    const doc = JSON.parse(docgenInfo!) as ComponentDoc;
    expect(doc.description).toMatch(/\w/);
    // Read from the .tsx itself: through the root tsconfig's project references it was read from
    // tsc's .d.ts under node_modules/.cache, and the filter dropped every prop as a dependency's.
    expect(doc.filePath).toBe(file);
    expect(Object.keys(doc.props)).toContain('legend');
    expect(doc.props.legend?.description).toContain("The facet's name, as the group's legend");
    expect(doc.props.type?.defaultValue).toEqual({ value: 'multiple' });
    expect(doc.props.name?.description).toMatch(/\w/);
  });
});
