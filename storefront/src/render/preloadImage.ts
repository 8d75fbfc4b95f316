/** What {@link preloadImageOf} reads of a product: its photo and the photo's variants. */
export type PhotoOf = {
  /** The photo's `src`. */
  imageUrl: string;
  /** Its variants; nulls for an SVG illustration. */
  image: { srcSet?: string | null; avifSrcSet?: string | null };
};

/**
 * The address a page preloads for its largest photo (PageTitle's `preloadImage`): the `src`
 * when that is what the `<img>` draws (a seed SVG illustration). None for an uploaded photo
 * with variants: which one is drawn (AVIF or WebP, which width) only the `<img>` decides, so a
 * preload of `src` would fetch a photo the page never shows, beside the one it does. That
 * `<img>` is in the server's HTML with fetchpriority="high", so it is still fetched first.
 */
export function preloadImageOf(product: PhotoOf | null | undefined): string | undefined {
  if (!product || product.image.srcSet || product.image.avifSrcSet) return undefined;
  return product.imageUrl;
}
