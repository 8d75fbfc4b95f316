/** What {@link preloadImageOf} reads of a product: its photo and the photo's variants. */
export type PhotoOf = {
  /** The photo's `src`. */
  imageUrl: string;
  /** Its variants; nulls for an SVG illustration. */
  image: { srcSet?: string | null; avifSrcSet?: string | null };
};

/** How wide a product page's photo is drawn (ProductDetail's `imageSizes`). */
export const PRODUCT_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';

/** How wide a listing's card photo is drawn (ProductCard's `imageSizes`). */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

/**
 * The page's largest photo as its head preloads it (PageTitle's `preloadImage`): `href` for a
 * plain `<img>` (a seed SVG illustration); for an uploaded photo the same choice the `<img>`
 * makes, `imagesrcset` and `imagesizes` (no `href`, so a browser that cannot choose fetches
 * nothing rather than a photo the page never shows). With AVIF variants the preload is typed
 * `image/avif` with the AVIF set, as the `<picture>`'s first `<source>`; a browser without AVIF
 * skips it and its `<img>` fetches the WebP one.
 */
export interface PreloadImage {
  /** The one address, for a photo without variants. */
  href?: string;
  /** The variants (`imagesrcset`). */
  srcSet?: string;
  /** How wide it is drawn (`imagesizes`), the same as the `<img>`'s `sizes`. */
  sizes?: string;
  /** `image/avif` for AVIF variants. */
  type?: string;
}

/** The preload of `product`'s photo, drawn `sizes` wide; none without a product. */
export function preloadImageOf(
  product: PhotoOf | null | undefined,
  sizes: string,
): PreloadImage | undefined {
  if (!product) return undefined;
  const { avifSrcSet, srcSet } = product.image;
  if (avifSrcSet) return { srcSet: avifSrcSet, sizes, type: 'image/avif' };
  if (srcSet) return { srcSet, sizes };
  return { href: product.imageUrl };
}
