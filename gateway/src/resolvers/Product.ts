import type { BundleItemResolvers, ProductResolvers } from '../__generated__/resolvers-types.ts';
import { activeSalePrice, currentPrice } from '../pricing.ts';
import { fromRestCategory } from '../rest/mapping.ts';

/** Product fields derived from the REST record. */
export const Product: ProductResolvers = {
  category: (product) => fromRestCategory(product.category),
  subCategory: (product) => product.subCategory ?? '',
  currentPrice,
  onSale: (product) => activeSalePrice(product) !== null,
  salePrice: activeSalePrice,
  effectivePrice: currentPrice,
  imageUrl: (product) => product.image.downloadURL,
  imageAlt: (product) => product.image.name || product.name,
  inStock: (product) => product.stock > 0,
  averageRating: (product) => Math.round((product.averageRating ?? 0) * 10) / 10,
  reviewCount: (product) => product.reviewCount ?? 0,
  reviews: (product, _args, { loaders }) => loaders.reviewsByProductId.load(product.id),
  bundleContents: (product) =>
    product.category === 'Bundle' || product.bundleContents ? (product.bundleContents ?? []) : null,
};

/** Bundle lines: the contained product comes through the per-request loader. */
export const BundleItem: BundleItemResolvers = {
  product: (item, _args, { loaders }) => {
    const id = item.productId ?? item.id;
    return id ? loaders.productById.load(id) : null;
  },
  name: async (item, _args, { loaders }) => {
    if (item.name) return item.name;
    const id = item.productId ?? item.id;
    const product = id ? await loaders.productById.load(id) : null;
    return product?.name ?? '';
  },
  quantity: (item) => item.quantity ?? 1,
};
