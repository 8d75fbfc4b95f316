import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/admin-resolvers-types.ts';
import type { StockReason } from '../../__generated__/admin-resolvers-types.ts';
import type { CatalogueFile } from '../datasources/CatalogueAPI.ts';
import type { StockAdjustment } from '../datasources/ProductsAPI.ts';
import { toApiProduct } from '../product-input.ts';

/** The reasons staff may give for an adjustment, as the api spells them. */
const adjustReasons = {
  RECEIVED: 'received',
  DAMAGED: 'damaged',
  COUNTED: 'counted',
} as const satisfies Partial<Record<StockReason, StockAdjustment['reason']>>;

/** Whether `reason` is one staff may give (not IMPORT). */
const isAdjustReason = (reason: StockReason): reason is keyof typeof adjustReasons =>
  Object.hasOwn(adjustReasons, reason);

/** The catalogue's changes, each behind catalog:write (support is refused before the api). */
export const ProductMutations: MutationResolvers = {
  createProduct: async (_parent, { input, stock }, { staff, dataSources }) => {
    await staff.require('catalog:write');
    return dataSources.products.create(toApiProduct(input), stock ?? 0);
  },

  updateProduct: async (_parent, { id, version, input }, { staff, dataSources }) => {
    await staff.require('catalog:write');
    return dataSources.products.update(id, version, toApiProduct(input));
  },

  setProductsPublished: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('catalog:write');
    return dataSources.products.setPublished(input.ids, input.published);
  },

  importCatalogue: async (_parent, { input }, { staff, dataSources }) => {
    await staff.require('catalog:write');
    let file: unknown;
    try {
      file = JSON.parse(input.json);
    } catch {
      throw new GraphQLError('The file is not valid JSON.', {
        extensions: { code: 'BAD_USER_INPUT', field: 'json' },
      });
    }
    // The api checks every entry of the file against its rules and names the first bad one.
    const plan = await dataSources.catalogue.importFile(file as CatalogueFile, input.dryRun);
    return {
      dryRun: plan.dryRun,
      products: plan.products,
      coupons: {
        ...plan.coupons,
        changed: plan.coupons.changed.map(({ code, fields }) => ({ name: code, fields })),
      },
    };
  },

  updateProductTranslation: async (_parent, { input }, { staff, dataSources }) => {
    if (input.locale === 'EN') {
      throw new GraphQLError("English is the product's own text: save it with updateProduct.", {
        extensions: { code: 'BAD_USER_INPUT', field: 'locale' },
      });
    }
    await staff.require('catalog:write');
    await dataSources.products.saveTranslation(input.productId, 'ur', {
      name: input.name ?? null,
      description: input.description ?? null,
      expectedVersion: input.expectedVersion,
    });
    return dataSources.products.get(input.productId);
  },

  adjustStock: async (_parent, { input }, { staff, dataSources }) => {
    // IMPORT names an import's own entries on the timeline; staff adjust for a reason of theirs.
    if (!isAdjustReason(input.reason)) {
      throw new GraphQLError('Adjust stock as received, damaged or counted.', {
        extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
      });
    }
    await staff.require('catalog:write');
    return dataSources.products.adjustStock(input.id, {
      reason: adjustReasons[input.reason],
      quantity: input.quantity,
      ...(input.note ? { note: input.note } : {}),
    });
  },
};
