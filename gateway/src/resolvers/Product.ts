import type { BundleItemResolvers, ProductResolvers } from '../__generated__/resolvers-types.ts';
import { activeSalePrice, currentPrice } from '../pricing.ts';
import { fromRestCategory } from '../rest/mapping.ts';

/** Product fields derived from the REST record. */
export const Product: ProductResolvers = {
  category: (product) => fromRestCategory(product.category),
  currentPrice,
  onSale: (product) => activeSalePrice(product) !== null,
  salePrice: activeSalePrice,
  effectivePrice: currentPrice,
  imageUrl: (product) => product.image.downloadURL,
  imageAlt: (product) => product.image.name || product.name,
  inStock: (product) => product.stock > 0,
  reviews: (product, _args, { loaders }) => loaders.reviewsByProductId.load(product.id),
  // Null for a product that is not a bundle; the api sends contents with bundles only.
  bundleContents: (product) =>
    product.category === 'Bundle' ? (product.bundleContents ?? []) : null,
};

/** Bundle lines: the contained product comes through the per-request loader. */
export const BundleItem: BundleItemResolvers = {
  product: (item, _args, { loaders }) => loaders.productById.load(item.id),
};
