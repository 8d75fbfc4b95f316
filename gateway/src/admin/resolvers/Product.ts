import type {
  ProductEventResolvers,
  ProductResolvers,
  ProductSummaryResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { fromRestCategory, fromRestFreeFrom, fromRestSkinType } from '../../rest/mapping.ts';
import { stockLevelOf, stockReasonOf } from '../enums.ts';
import type { AdminProductSummaryRecord } from '../types.ts';

/** The sale price when the product is on sale (above 0 and below the price), else null. */
const salePriceOf = ({ price, sale_price }: AdminProductSummaryRecord) =>
  sale_price > 0 && sale_price < price ? sale_price : null;

/** A product as a row of the list: the api's spellings as the schema's. */
export const ProductSummary: ProductSummaryResolvers = {
  category: (product) => fromRestCategory(product.category),
  salePrice: salePriceOf,
  stockLevel: (product) => stockLevelOf(product.stockLevel),
};

/** A product with every editable field. */
export const Product: ProductResolvers = {
  category: (product) => fromRestCategory(product.category),
  salePrice: salePriceOf,
  stockLevel: (product) => stockLevelOf(product.stockLevel),
  freeFrom: (product) => product.freeFrom.map(fromRestFreeFrom),
  derivedFreeFrom: (product) => product.derivedFreeFrom.map(fromRestFreeFrom),
  skinTypes: (product) => product.skinTypes.map(fromRestSkinType),
  translations: async (product, _args, { dataSources }) =>
    (await dataSources.products.translations(product.id)).map((entry) => ({
      locale: entry.lang === 'ur' ? ('UR' as const) : ('EN' as const),
      name: entry.name,
      description: entry.description,
      version: entry.version,
    })),
};

/** One entry of a product's timeline. */
export const ProductEvent: ProductEventResolvers = {
  kind: (event) => event.kind.toUpperCase() as Uppercase<typeof event.kind>,
  reason: (event) => (event.reason ? stockReasonOf(event.reason) : null),
  stockBefore: (event) => event.stockBefore ?? null,
  stockAfter: (event) => event.stockAfter ?? null,
  note: (event) => event.note ?? null,
  fields: (event) => event.fields ?? null,
};
