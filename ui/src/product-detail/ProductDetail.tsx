import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Badge } from '../badge/Badge';
import { cx } from '../internal/cx';
import { ResponsiveImage } from '../internal/ResponsiveImage';
import { Price } from '../price/Price';
import { Rating } from '../rating/Rating';
import styles from './ProductDetail.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link ProductDetail}. */
export type ProductDetailProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** Product name, the page's heading. */
  name: string;
  /** URL of the product photo. */
  imageUrl: string;
  /** Alternative text of the photo. @default '' (decorative: the name says it) */
  imageAlt?: string;
  /**
   * The photo at several widths for the `srcset` attribute (`/images/u/ab12-640.webp 640w, …`),
   * so a phone downloads a small one; `imageUrl` alone when omitted.
   */
  imageSrcSet?: string;
  /**
   * AVIF variants at the same widths: with it the photo is a `<picture>` whose AVIF source
   * browsers that read AVIF take first.
   */
  imageAvifSrcSet?: string;
  /**
   * How wide the photo is drawn, for the browser to pick from the srcsets (the `sizes`
   * attribute); only used with a srcset. The default fits this layout (half the width from
   * 768 px, the whole width below).
   * @default '(min-width: 768px) 50vw, 100vw'
   */
  imageSizes?: string;
  /**
   * The photo is the page's main picture, above the fold: fetched first (`fetchpriority="high"`).
   * false loads it lazily instead, for a ProductDetail further down a page.
   * @default true
   */
  priority?: boolean;
  /** The category above the name, usually the app's router link to its listing. */
  category?: ReactNode;
  /** The sub-category beside the category ("Serums"). */
  subCategory?: ReactNode;
  /** Regular price in rupees. */
  price: number;
  /**
   * What one pays now, in rupees, as the shop decided it; below `price` it shows with the
   * regular price struck through. @default price
   */
  currentPrice?: number;
  /** Average rating 0 to 5; shown as stars when the product has reviews. */
  rating?: number;
  /** Number of reviews; 0 shows `noRatingsLabel` instead of stars. */
  reviewCount?: number;
  /** What a product without reviews shows in place of stars. @default 'No Ratings' */
  noRatingsLabel?: string;
  /** false shows `outOfStockLabel` as a badge in place of `actions`. @default true */
  inStock?: boolean;
  /** The badge of a product that is out of stock. @default 'Out Of Stock' */
  outOfStockLabel?: string;
  /** What a shopper can do: Add to cart (a large Button). Hidden when out of stock. */
  actions?: ReactNode;
  /**
   * The wishlist heart (a large HeartToggle) after `actions`. Shown out of stock too: a
   * sold-out product is what a shopper most wants to keep for later.
   */
  wishlist?: ReactNode;
  /** The description and anything else about the product (a bundle's contents). */
  children?: ReactNode;
  /** Level of the name's heading. @default 1 */
  headingLevel?: 1 | 2;
  /** Currency label of the prices. @default 'Rs.' */
  currency?: string;
};

/**
 * A product's page: the photo beside its category, name, stars, price, description, Add to
 * cart and the wishlist heart on screens from 768 px, one under the other on phones. A landmark named by the name.
 */
export function ProductDetail({
  name,
  imageUrl,
  imageAlt = '',
  imageSrcSet,
  imageAvifSrcSet,
  imageSizes = '(min-width: 768px) 50vw, 100vw',
  priority = true,
  category,
  subCategory,
  price,
  currentPrice,
  rating,
  reviewCount,
  noRatingsLabel: noRatingsLabelProp,
  inStock = true,
  outOfStockLabel: outOfStockLabelProp,
  actions,
  wishlist,
  children,
  headingLevel = 1,
  currency,
  className,
  ...props
}: ProductDetailProps) {
  const t = useUiMessages();
  const noRatingsLabel = noRatingsLabelProp ?? t('ui.productDetail.noRatings');
  const outOfStockLabel = outOfStockLabelProp ?? t('ui.productDetail.outOfStock');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasReviews = reviewCount === undefined ? rating !== undefined : reviewCount > 0;
  return (
    <article className={cx(styles.root, className)} aria-labelledby={headingId} {...props}>
      {/* The page's main picture, above the fold: the browser fetches it first. */}
      <ResponsiveImage
        className={styles.photo}
        src={imageUrl}
        alt={imageAlt}
        srcSet={imageSrcSet}
        avifSrcSet={imageAvifSrcSet}
        sizes={imageSizes}
        width={600}
        height={600}
        loading={priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <div className={styles.info}>
        {(category || subCategory) && (
          <p className={styles.category}>
            {category && <span>{category}</span>}
            {subCategory && <span className={styles.subCategory}>{subCategory}</span>}
          </p>
        )}
        <Heading id={headingId} className={styles.name}>
          {name}
        </Heading>
        {hasReviews && rating !== undefined ? (
          <Rating value={rating} reviewCount={reviewCount} />
        ) : reviewCount === 0 ? (
          <p className={styles.noRatings}>{noRatingsLabel}</p>
        ) : null}
        <Price price={price} currentPrice={currentPrice} currency={currency} size="lg" />
        {children && <div className={styles.body}>{children}</div>}
        {inStock ? (
          (actions || wishlist) && (
            <div className={styles.actions}>
              {actions}
              {wishlist}
            </div>
          )
        ) : (
          <>
            <p>
              <Badge variant="danger">{outOfStockLabel}</Badge>
            </p>
            {wishlist && <div className={styles.actions}>{wishlist}</div>}
          </>
        )}
      </div>
    </article>
  );
}
