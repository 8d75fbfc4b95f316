/**
 * One graphql-codegen config for the whole repo (`npm run codegen`):
 * - gateway resolver types from the schema, with mappers to the REST records and a typed context;
 * - storefront typed documents (client preset) from the `graphql()` calls in storefront/src, and
 *   every enum of the schema (ErrorCode among them) in storefront/src/__generated__/enums.ts.
 * Output goes to __generated__/ folders, never edited by hand and never committed.
 *
 * `npm run codegen` then writes the api's OpenAPI document (api/src/http/write-contract.ts) and
 * the gateway's REST types from it (openapi-typescript): gateway/src/__generated__/rest-api.*.
 * The mappers below name those types through gateway/src/rest/types.ts.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'gateway/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        mappers: {
          Product: '../rest/types.ts#ProductRecord',
          BundleItem: '../rest/types.ts#BundleItemRecord',
          Review: '../rest/types.ts#ReviewRecord',
          User: '../rest/types.ts#UserRecord',
          Order: '../rest/types.ts#OrderRecord',
          OrderItem: '../rest/types.ts#OrderItemRecord',
        },
        enumsAsTypes: true,
        scalars: { Money: 'number', DateTime: 'string' },
      },
    },
    'storefront/src/__generated__/': {
      documents: ['storefront/src/**/*.{ts,tsx}', '!storefront/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Money: 'number', DateTime: 'string' },
      },
    },
    // The client preset emits only the enums its documents select or take as variables; ErrorCode
    // types `extensions.code`, which no document selects, so every enum also goes here.
    'storefront/src/__generated__/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
