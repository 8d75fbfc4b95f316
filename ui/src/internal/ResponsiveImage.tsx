import type { ComponentPropsWithRef } from 'react';
import styles from './ResponsiveImage.module.css';

/** Props of {@link ResponsiveImage}: an `<img>`'s, plus the AVIF variants. */
export type ResponsiveImageProps = ComponentPropsWithRef<'img'> & {
  /** AVIF variants for a `<source type="image/avif">`; a plain `<img>` when omitted. */
  avifSrcSet?: string;
};

/**
 * A product photo with its variants: `srcSet` and `sizes` go on the `<img>` only when there is a
 * srcset (a `sizes` alone would mean nothing), and AVIF variants wrap it in a `<picture>` drawn
 * as if it were not there (`display: contents`), so the photo's box and styles stay the same
 * with or without variants. The seed's SVG illustrations have none and stay a plain `<img>`.
 * Not exported from the package.
 */
export function ResponsiveImage({ avifSrcSet, srcSet, sizes, ...props }: ResponsiveImageProps) {
  const hasVariants = Boolean(srcSet || avifSrcSet);
  const image = (
    // eslint-disable-next-line jsx-a11y/alt-text -- the caller passes `alt` (empty when decorative).
    <img srcSet={srcSet || undefined} sizes={hasVariants ? sizes : undefined} {...props} />
  );
  if (!avifSrcSet) return image;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
