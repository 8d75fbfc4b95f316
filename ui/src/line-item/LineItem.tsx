import {
  Children,
  cloneElement,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import { Price } from '../price/Price';
import styles from './LineItem.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** Props a link element passed to {@link LineItem} receives from the line. */
export type LineItemLinkProps = {
  /** The line fills in the link's text: the product name. */
  children?: ReactNode;
  /** The line's class for the link, merged with the element's own. */
  className?: string;
};

/** Props of {@link LineItemList}. */
export type LineItemListProps = Omit<ComponentPropsWithRef<'ul'>, 'aria-label' | 'children'> & {
  /** Name of the list, e.g. "Items in your cart". */
  'aria-label'?: string;
  /** The {@link LineItem}s; each becomes a list item. */
  children: ReactNode;
};

/**
 * The lines of a cart or an order, one under the other with a rule between them. Each child
 * becomes a list item, so screen readers say how many there are.
 */
export function LineItemList({ className, children, ...props }: LineItemListProps) {
  return (
    <ul className={cx(styles.list, className)} {...props}>
      {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
    </ul>
  );
}

/** Props of {@link LineItem}. */
export type LineItemProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Product name, the line's heading (and link text with `link` or `href`). */
  name: string;
  /** URL of the product photo; the line has no picture when omitted. */
  imageUrl?: string;
  /** Alternative text of the photo; decorative when omitted (the name says it). @default '' */
  imageAlt?: string;
  /**
   * The app's router link to the product page, e.g. `<Link to="/selectedItem/42" />`; the line
   * fills in the name and merges `className`. Takes precedence over `href`.
   */
  link?: ReactElement<LineItemLinkProps>;
  /** Plain URL of the product page, used when no `link` element is given. */
  href?: string;
  /** A line under the name: the category ("Skincare", "Bodycare"). */
  category?: ReactNode;
  /** Unit price in rupees, shown under the name when given. */
  price?: number;
  /**
   * What one unit costs now, in rupees, as the shop decided it; below `price` it shows with the
   * regular price struck through. @default price
   */
  currentPrice?: number;
  /** How many; shown as "× 2" unless `quantityControl` replaces it. */
  quantity: number;
  /** What the line costs in rupees (unit price × quantity), at the end of the line. */
  total: number;
  /** A control in place of the count, usually a QuantityStepper (the cart). */
  quantityControl?: ReactNode;
  /**
   * A remove control at the top end of the line, usually an IconButton with a TrashIcon. Only
   * the default variant has one.
   */
  removeButton?: ReactNode;
  /** Level of the name's heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * default: the cart's line, a large photo with the controls under the name; compact: one
   * short row for lines that cannot change (an order in My Orders). @default 'default'
   */
  variant?: 'default' | 'compact';
  /** Currency label of the prices. @default 'Rs.' */
  currency?: string;
};

/**
 * One product in a cart or an order: photo, name, unit price, quantity and line total. One per
 * product, inside a LineItemList.
 */
export function LineItem({
  name,
  imageUrl,
  imageAlt = '',
  link,
  href,
  category,
  price,
  currentPrice,
  quantity,
  total,
  quantityControl,
  removeButton,
  headingLevel = 3,
  variant = 'default',
  currency,
  className,
  ...props
}: LineItemProps) {
  const t = useUiMessages();
  const Heading = `h${headingLevel}` as const;
  let title: ReactNode = name;
  if (link) {
    title = cloneElement(link, {
      className: cx(link.props.className, styles.link),
      children: name,
    });
  } else if (href) {
    title = (
      <a className={styles.link} href={href}>
        {name}
      </a>
    );
  }

  return (
    <div
      className={cx(styles.root, className)}
      data-variant={variant}
      data-with-image={imageUrl ? '' : undefined}
      {...props}
    >
      {imageUrl && <img className={styles.image} src={imageUrl} alt={imageAlt} loading="lazy" />}
      <div className={styles.details}>
        <Heading className={styles.name}>{title}</Heading>
        {category && <p className={styles.category}>{category}</p>}
        {price !== undefined && (
          <Price price={price} currentPrice={currentPrice} currency={currency} size="sm" />
        )}
      </div>
      {removeButton && variant === 'default' && <div className={styles.remove}>{removeButton}</div>}
      <div className={styles.footer}>
        <div className={styles.quantity}>
          {quantityControl ?? (
            <span className={styles.count}>
              <span className={hidden.hidden}>{t('ui.lineItem.quantity')} </span>
              <span aria-hidden="true">× </span>
              {quantity}
            </span>
          )}
        </div>
        <p className={styles.total}>
          <span className={hidden.hidden}>{t('ui.lineItem.total')} </span>
          <Price price={total} currency={currency} />
        </p>
      </div>
    </div>
  );
}
