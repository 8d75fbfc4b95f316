import { cloneElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { cx } from '../internal/cx';
import { Price } from '../price/Price';
import { Rating } from '../rating/Rating';
import styles from './ProductCard.module.css';

/** Props a link element passed to {@link ProductCard} receives from the card. */
export type ProductCardLinkProps = {
  /** The card fills in the link's content (the image or the product name). */
  children?: ReactNode;
  /** The card's class for the link, merged with the element's own. */
  className?: string;
  /** -1 on the image link so keyboard users meet the product once. */
  tabIndex?: number;
  /** true on the image link, which repeats the title link for sighted users only. */
  'aria-hidden'?: boolean;
};

/** Props of {@link ProductCard}. */
export type ProductCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** Product name, the card's heading and link text. */
  name: string;
  /** URL of the product photo. */
  imageUrl: string;
  /** Alternative text of the photo; the image is decorative when omitted (the name says it). @default '' */
  imageAlt?: string;
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
   * The app's router link to the product page, e.g. `<Link to="/selectedItem/42" />`. The card
   * clones it twice: around the image (hidden from assistive tech, out of the tab order) and
   * around the name, filling in `children` and merging `className`. Takes precedence over `href`.
   */
  link?: ReactElement<ProductCardLinkProps>;
  /** Plain URL of the product page, used when no `link` element is given. */
  href?: string;
  /** Called by the Add to cart button; the button is hidden when omitted. */
  onAddToCart?: () => void;
  /** Shows the Add to cart button busy. @default false */
  addingToCart?: boolean;
  /** Label of the add button. @default 'Add to cart' */
  addToCartLabel?: string;
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

/** A product in a listing: photo, category, name, rating, price and Add to cart. */
export function ProductCard({
  name,
  imageUrl,
  imageAlt = '',
  category,
  price,
  currentPrice = price,
  rating,
  reviewCount,
  inStock = true,
  link,
  href,
  onAddToCart,
  addingToCart = false,
  addToCartLabel = 'Add to cart',
  headingLevel = 3,
  currency,
  priority = false,
  className,
  ...props
}: ProductCardProps) {
  const onSale = currentPrice < price;
  const Heading = `h${headingLevel}` as const;
  const linkTo = (content: ReactNode, linkClass: string | undefined, decorative: boolean) => {
    const extra: ProductCardLinkProps = decorative ? { tabIndex: -1, 'aria-hidden': true } : {};
    if (link) {
      return cloneElement(link, {
        ...extra,
        className: cx(link.props.className, linkClass),
        children: content,
      });
    }
    if (href) {
      return (
        <a href={href} className={linkClass} {...extra}>
          {content}
        </a>
      );
    }
    return <span className={linkClass}>{content}</span>;
  };

  return (
    <article className={cx(styles.root, className)} data-in-stock={inStock} {...props}>
      {linkTo(
        <>
          {/* The size attributes give the 4:5 box before styles apply, so nothing shifts. */}
          <img
            className={styles.image}
            src={imageUrl}
            alt={imageAlt}
            width={400}
            height={500}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
          {(onSale || !inStock) && (
            <span className={styles.badges}>
              {onSale && <Badge variant="solid">Sale</Badge>}
              {!inStock && <Badge>Out of stock</Badge>}
            </span>
          )}
        </>,
        styles.media,
        true,
      )}
      <div className={styles.body}>
        <p className={styles.category}>{category}</p>
        <Heading className={styles.name}>{linkTo(name, styles.titleLink, false)}</Heading>
        {rating !== undefined && <Rating value={rating} reviewCount={reviewCount} />}
        <div className={styles.footer}>
          <Price price={price} currentPrice={currentPrice} currency={currency} />
          {onAddToCart && (
            <Button
              variant="outline"
              fullWidth
              disabled={!inStock}
              loading={addingToCart}
              onClick={onAddToCart}
              aria-label={`${addToCartLabel}: ${name}`}
            >
              {inStock ? addToCartLabel : 'Out of stock'}
            </Button>
          )}
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
