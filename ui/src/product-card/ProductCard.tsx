import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import { ResponsiveImage } from '../internal/ResponsiveImage';
import { Price } from '../price/Price';
import { Rating } from '../rating/Rating';
import styles from './ProductCard.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props of {@link ProductCard}. */
export type ProductCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** Product name, the card's heading and link text. */
  name: string;
  /** URL of the product photo. */
  imageUrl: string;
  /** Alternative text of the photo; the image is decorative when omitted (the name says it). @default '' */
  imageAlt?: string;
  /**
   * The photo at several widths for the `srcset` attribute (`/images/u/ab12-320.webp 320w, …`),
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
   * attribute); only used with a srcset. The default fits a ProductGrid (1 to 4 columns).
   * @default '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw'
   */
  imageSizes?: string;
  /** Category shown above the name (Skincare, Haircare, Body Care, Cosmetics, Bundle). */
  category: string;
  /** Regular price in rupees. */
  price: number;
  /**
   * What one pays now, in rupees, as the shop decided it (the gateway's `Product.currentPrice`).
   * Below `price`, the card shows a Sale badge and the regular price struck through.
   * @default price
   */
  currentPrice?: number;
  /** Average rating 0 to 5; the stars are hidden when omitted. */
  rating?: number;
  /** Number of reviews shown beside the stars. */
  reviewCount?: number;
  /** false shows an Out of stock badge and disables Add to cart. @default true */
  inStock?: boolean;
  /**
   * Renders the single child, the app's router link to the product page (e.g.
   * `<Link to="/selectedItem/42" />`), around the name. The link covers the whole card, photo
   * included, so one link serves pointer and keyboard alike. @default false
   */
  asChild?: boolean;
  /** With `asChild`, the router link; otherwise unused. */
  children?: ReactNode;
  /** Plain URL of the product page, used without `asChild`. */
  href?: string;
  /**
   * Called by the Add to cart button; the button is hidden when omitted. The button carries
   * `data-action="add-to-cart"`, for an app that acknowledges a tap before its code has run.
   */
  onAddToCart?: () => void;
  /** Shows the Add to cart button busy. @default false */
  addingToCart?: boolean;
  /** Label of the add button. @default 'Add to cart' */
  addToCartLabel?: string;
  /**
   * The wishlist control, drawn over the photo's top corner above the card's link, so it takes
   * its own clicks: a `HeartToggle` (size sm) with a fixed name and `aria-pressed`. Not drawn
   * when omitted.
   */
  wishlist?: ReactNode;
  /**
   * One more control under Add to cart, above the card's link (Remove on the wishlist page).
   * Not drawn when omitted.
   */
  secondaryAction?: ReactNode;
  /** Level of the name's heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Currency label of the prices. @default 'Rs.' */
  currency?: string;
  /**
   * The card is among the first a visitor sees (the top row of a listing): its photo loads at
   * once and early instead of lazily, so the page's largest image is not held back.
   * @default false
   */
  priority?: boolean;
};

/**
 * A product in a listing: photo (with the wishlist heart over it), category, name, rating, price
 * and Add to cart. One per product in a ProductGrid; the product's own page is a ProductDetail.
 */
export function ProductCard({
  name,
  imageUrl,
  imageAlt = '',
  imageSrcSet,
  imageAvifSrcSet,
  imageSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
  category,
  price,
  currentPrice = price,
  rating,
  reviewCount,
  inStock = true,
  asChild = false,
  children,
  href,
  onAddToCart,
  addingToCart = false,
  addToCartLabel: addToCartLabelProp,
  wishlist,
  secondaryAction,
  headingLevel = 3,
  currency,
  priority = false,
  className,
  ...props
}: ProductCardProps) {
  const t = useUiMessages();
  const addToCartLabel = addToCartLabelProp ?? t('ui.productCard.addToCart');
  const onSale = currentPrice < price;
  const Heading = `h${headingLevel}` as const;
  // One link, the name's; its ::after stretches over the card, so the photo opens the product
  // too, and only the controls drawn above it (the heart, Add to cart) take their own clicks.
  const title = asChild ? (
    <Slot.Root className={styles.titleLink}>
      <Slot.Slottable>{children}</Slot.Slottable>
      {name}
    </Slot.Root>
  ) : href ? (
    <a className={styles.titleLink} href={href}>
      {name}
    </a>
  ) : (
    name
  );
  return (
    <article className={cx(styles.root, className)} data-in-stock={inStock} {...props}>
      <div className={styles.media}>
        {/* The size attributes give the 4:5 box before styles apply, so nothing shifts. */}
        <ResponsiveImage
          className={styles.image}
          src={imageUrl}
          alt={imageAlt}
          srcSet={imageSrcSet}
          avifSrcSet={imageAvifSrcSet}
          sizes={imageSizes}
          width={400}
          height={500}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {(onSale || !inStock) && (
          <span className={styles.badges}>
            {onSale && <Badge variant="solid">{t('ui.productCard.sale')}</Badge>}
            {!inStock && <Badge>{t('ui.productCard.outOfStock')}</Badge>}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{category}</p>
        <Heading className={styles.name}>{title}</Heading>
        {/* After the name in reading order (the heading names the card first), drawn on the photo. */}
        {wishlist && <div className={styles.wishlist}>{wishlist}</div>}
        {rating !== undefined && <Rating value={rating} reviewCount={reviewCount} />}
        <div className={styles.footer}>
          <Price price={price} currentPrice={currentPrice} currency={currency} />
          {onAddToCart && (
            <Button
              className={styles.action}
              variant="outline"
              fullWidth
              disabled={!inStock}
              loading={addingToCart}
              onClick={onAddToCart}
              data-action="add-to-cart"
              aria-label={t('ui.productCard.addToCartFor', { label: addToCartLabel, name })}
            >
              {inStock ? addToCartLabel : t('ui.productCard.outOfStock')}
            </Button>
          )}
          {secondaryAction && <div className={styles.action}>{secondaryAction}</div>}
        </div>
      </div>
    </article>
  );
}

/** Props of {@link ProductCardSkeleton}. */
export type ProductCardSkeletonProps = ComponentPropsWithRef<'div'>;

/** A placeholder with a ProductCard's shape, shown while products load (six on the bundle page). */
export function ProductCardSkeleton({ className, ...props }: ProductCardSkeletonProps) {
  return (
    <div className={cx(styles.root, styles.skeleton, className)} aria-hidden="true" {...props}>
      <span className={cx(styles.bone, styles.boneMedia)} />
      <div className={styles.body}>
        <span className={cx(styles.bone, styles.boneLine)} style={{ inlineSize: '35%' }} />
        <span className={cx(styles.bone, styles.boneLine)} style={{ inlineSize: '80%' }} />
        <span className={cx(styles.bone, styles.boneLine)} style={{ inlineSize: '45%' }} />
        <div className={styles.footer}>
          <span className={cx(styles.bone, styles.boneButton)} />
        </div>
      </div>
    </div>
  );
}
