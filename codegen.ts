/**
 * One graphql-codegen config for the whole repo (`npm run codegen`):
 * - gateway resolver types from the schema, with mappers to the REST records and a typed context;
 * - storefront typed documents (client preset) from the `graphql()` calls in storefront/src, and
 *   every enum of the schema (ErrorCode among them) in storefront/src/__generated__/enums.ts;
 * - the back office's typed documents and enums the same way in admin/src/__generated__/, from
 *   the admin schema (gateway/admin.graphql).
 * Output goes to __generated__/ folders, never edited by hand and never committed.
 *
 * `npm run codegen` then writes the api's OpenAPI document (api/src/http/write-contract.ts) and
 * the gateway's REST types from it (openapi-typescript): gateway/src/__generated__/rest-api.*.
 * The mappers below name those types through gateway/src/rest/types.ts.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

// Each output names its schema: a root-level one would be merged into every output's, and the
// back office's schema (gateway/admin.graphql) is a second, separate one.
const shopSchema = 'gateway/schema.graphql';
const adminSchema = 'gateway/admin.graphql';

const config: CodegenConfig = {
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      schema: shopSchema,
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
    // The staff API's resolvers (/admin/graphql), over the api's /api/admin records.
    'gateway/src/__generated__/admin-resolvers-types.ts': {
      schema: adminSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../admin/context.ts#AdminContext',
        mappers: {
          StaffMember: '../admin/types.ts#StaffRecord',
          StaffRef: '../admin/types.ts#StaffRefRecord',
          StaffInvitation: '../admin/types.ts#InvitationRecord',
          OrderSummary: '../admin/types.ts#OrderSummaryRecord',
          Order: '../admin/types.ts#AdminOrderRecord',
          OrderLine: '../admin/types.ts#AdminOrderItemRecord',
          OrderNote: '../admin/types.ts#OrderNoteRecord',
          TimelineEvent: '../admin/types.ts#TimelineRecord',
          CustomerSummary: '../admin/types.ts#CustomerSummaryRecord',
          Customer: '../admin/types.ts#CustomerRecord',
          CustomerReview: '../admin/types.ts#CustomerReviewRecord',
          MessageSummary: '../admin/types.ts#MessageSummaryRecord',
          Message: '../admin/types.ts#MessageRecord',
          ActivityEntry: '../admin/types.ts#ActivityRecord',
          Dashboard: '../admin/types.ts#DashboardRecord',
          ProductSummary: '../admin/types.ts#AdminProductSummaryRecord',
          Product: '../admin/types.ts#AdminProductRecord',
          ProductImage: '../admin/types.ts#AdminProductImageRecord',
          ProductEvent: '../admin/types.ts#ProductEventRecord',
          Coupon: '../admin/types.ts#AdminCouponRecord',
          ModeratedReview: '../admin/types.ts#ModeratedReviewRecord',
        },
        enumsAsTypes: true,
        scalars: { Money: 'number', DateTime: 'string', Date: 'string' },
      },
    },
    'storefront/src/__generated__/': {
      schema: shopSchema,
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
      schema: shopSchema,
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    // The back office's typed documents, against the admin schema (the same way as the shop's).
    'admin/src/__generated__/': {
      schema: adminSchema,
      documents: ['admin/src/**/*.{ts,tsx}', '!admin/src/__generated__/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Money: 'number', DateTime: 'string', Date: 'string' },
      },
    },
    'admin/src/__generated__/enums.ts': {
      schema: adminSchema,
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
