import type { BundleItemResolvers, ProductResolvers } from '../__generated__/resolvers-types.ts';
import { activeSalePrice, currentPrice } from '../pricing.ts';
import {
  fromRestCategory,
  fromRestFreeFrom,
  fromRestSkinType,
  skinTypeEnums,
} from '../rest/mapping.ts';
import type { ReviewRecord } from '../rest/types.ts';
import { languageOf, productIn, toRestLanguage } from '../language.ts';

/** Product fields derived from the REST record. */
export const Product: ProductResolvers = {
  // Text in the language asked: the record itself when read in it, else the same product read
  // in that language (one batched call for every product of the operation).
  name: async (product, { locale }, { loaders }) =>
    (await productIn(product, locale, loaders)).name,
  description: async (product, { locale }, { loaders }) =>
    (await productIn(product, locale, loaders)).description,
  subCategoryName: async (product, { locale }, { loaders }) => {
    if (product.subCategory === '') return '';
    const { categories } = await loaders.categoriesIn(toRestLanguage(locale));
    const found = categories
      .find((entry) => entry.category === product.category)
      ?.subCategories.find((entry) => entry.subCategory === product.subCategory);
    return found?.name ?? product.subCategory;
  },
  category: (product) => fromRestCategory(product.category),
  currentPrice,
  onSale: (product) => activeSalePrice(product) !== null,
  salePrice: activeSalePrice,
  effectivePrice: currentPrice,
  imageUrl: (product) => product.image.downloadURL,
  imageAlt: async (product, { locale }, { loaders }) => {
    const read = await productIn(product, locale, loaders);
    return read.image.name || read.name;
  },
  image: async (product, { locale }, { loaders }) => {
    const read = await productIn(product, locale, loaders);
    return {
      url: product.image.downloadURL,
      alt: read.image.name || read.name,
      width: product.image.width,
      height: product.image.height,
      srcSet: product.image.srcSet,
      avifSrcSet: product.image.avifSrcSet,
    };
  },
  inStock: (product) => product.stock > 0,
  reviews: (product, _args, { loaders }) => loaders.reviewsByProductId.load(product.id),
  // Null for a product that is not a bundle; the api sends contents with bundles only.
  bundleContents: (product) =>
    product.category === 'Bundle' ? (product.bundleContents ?? []) : null,
  freeFrom: (product) => product.freeFrom.map(fromRestFreeFrom),
  ingredientRulings: (product) =>
    product.ingredientRulings.map(({ ingredient, freeFrom }) => ({
      ingredient,
      freeFrom: fromRestFreeFrom(freeFrom),
    })),
  skinTypes: (product) => product.skinTypes.map(fromRestSkinType),
  ratingsBySkinType: async (product, _args, { loaders }) =>
    ratingsBySkinType(await loaders.reviewsByProductId.load(product.id)),
};

/**
 * The mean rating (one decimal) and count per skin type of the reviewers who gave one. A hidden
 * review (only its author receives it) counts in no average, as in the api's totals.
 */
function ratingsBySkinType(reviews: readonly ReviewRecord[]) {
  return skinTypeEnums.flatMap((skinType) => {
    const ratings = reviews
      .filter(
        (review) =>
          !review.hidden &&
          review.skinType !== null &&
          fromRestSkinType(review.skinType) === skinType,
      )
      .map((review) => review.rating);
    if (ratings.length === 0) return [];
    const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    return [{ skinType, averageRating: Math.round(mean * 10) / 10, count: ratings.length }];
  });
}

/** Bundle lines: the contained product comes through the per-request loader. */
export const BundleItem: BundleItemResolvers = {
  product: (item, _args, { loaders }) => loaders.productById.load(item.id),
  // The item's name as the bundle was read, or the contained product's in the language asked
  // (the item's own when that product has left the catalogue).
  name: async (item, { locale }, { loaders }) => {
    const lang = toRestLanguage(locale);
    if (languageOf(item) === lang) return item.name;
    return (await loaders.productByIdIn(lang).load(item.id))?.name ?? item.name;
  },
};
