// One flat config for the whole repo: typescript-eslint, react-hooks, jsx-a11y, storybook, and
// graphql-eslint for the gateway's schema.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * ESLint's and typescript-eslint's rules, every one off: the configs above apply them to any
 * file, and they read JavaScript, not GraphQL (some stop the whole run on a .graphql file).
 */
const scriptRulesOff = Object.fromEntries(
  [
    ...Object.keys(js.configs.all.rules),
    ...Object.keys(tseslint.plugin.rules ?? {}).map((name) => `@typescript-eslint/${name}`),
  ].map((rule) => [rule, 'off']),
);

/**
 * Both GraphQL contracts as graphql-config projects, one object for both blocks: graphql-eslint
 * keeps the first config it loads for the whole run, so two blocks with a bare `schema` each would
 * lint the second file against the first file's schema. Each project is picked by its `include`
 * (a glob, so `npm run lint -w gateway` matches too); schemas are absolute paths.
 */
const graphqlProjects = {
  projects: {
    shop: {
      schema: fileURLToPath(new URL('gateway/schema.graphql', import.meta.url)),
      include: '**/schema.graphql',
    },
    admin: {
      schema: fileURLToPath(new URL('gateway/admin.graphql', import.meta.url)),
      include: '**/admin.graphql',
    },
  },
};

/** Rules both GraphQL contracts (the shop's and the staff API's) are held to. */
const schemaContractRules = {
  ...graphql.configs['flat/schema-recommended'].rules,
  '@graphql-eslint/require-description': [
    'error',
    {
      types: true,
      FieldDefinition: true,
      InputValueDefinition: true,
      EnumValueDefinition: true,
      DirectiveDefinition: true,
    },
  ],
  // One-line descriptions are written "inline", longer ones as """blocks""": the rule allows
  // only one of the two.
  '@graphql-eslint/description-style': 'off',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'storybook-static/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['ui/**/*.tsx', 'storefront/**/*.tsx', 'admin/**/*.tsx', 'gateway/playground/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['ui/**/*.tsx', 'storefront/**/*.tsx', 'admin/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // The contract frontend developers read in the playground: every type, field, argument and
    // enum value described, GraphQL's naming conventions, nothing unreachable, an `id: ID!` on
    // every object type with an identity, one `input: <Mutation>Input` per mutation. The schema
    // is the file itself (an absolute path, so `npm run lint -w gateway` finds it too).
    files: ['gateway/schema.graphql'],
    languageOptions: {
      parser: graphql.parser,
      parserOptions: {
        graphQLConfig: graphqlProjects,
      },
    },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...scriptRulesOff,
      ...schemaContractRules,
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          // Answers and parts of answers: a page, an order's line, a mutation's payload.
          exceptions: {
            types: [
              'ProductPage',
              'ProductIndex',
              'ProductImage',
              'BundleItem',
              'OrderItem',
              'AppliedCoupon',
              'ProductFacets',
              'PriceRange',
              'SearchSuggestions',
              // Display names in one language, stored under the query's `locale` argument.
              'CategoryInfo',
              'SubCategoryInfo',
            ],
            suffixes: ['Payload', 'Count', 'Rating', 'Ruling'],
          },
        },
      ],
      '@graphql-eslint/input-name': [
        'error',
        { checkInputType: true, caseSensitiveInputType: false },
      ],
    },
  },
  {
    // The staff API's contract (/admin/graphql), held to the same rules; a mutation acting on one
    // record may take its lone `id` (or a two-factor `code`) rather than an input object.
    files: ['gateway/admin.graphql'],
    languageOptions: {
      parser: graphql.parser,
      parserOptions: {
        graphQLConfig: graphqlProjects,
      },
    },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...scriptRulesOff,
      ...schemaContractRules,
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: {
            types: [
              'ProductTranslation',
              'Dashboard',
              'DailyOrders',
              'OrderLine',
              'OrderPayment',
              'AppliedCoupon',
              'ActivityChange',
              'TwoFactorEnrolment',
              // Back-office part 2: a product's photo and bundle line, an import's report.
              'ProductImage',
              'BundleLine',
              'ImportReport',
              'ImportSection',
              'ImportChange',
              // A timeline entry's facts: what came back with a return, and its lines.
              'TimelineGoodsBack',
              'TimelineReturnedLine',
            ],
            suffixes: ['Payload', 'Page'],
          },
        },
      ],
    },
  },
);
