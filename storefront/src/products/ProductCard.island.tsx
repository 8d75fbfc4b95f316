import { island } from '../islands/island.tsx';
import { ProductCardItem, type ProductCardItemProps } from './ProductCardItem.tsx';

/**
 * A product card (Add to cart wired), as an island hydrated once a shopper reaches for it (a
 * pointer over it, a press, focus in it): until then its link is a link and a tap on Add to cart
 * is kept and done once it has hydrated (island.tsx). Its heart is an island of its own in its
 * slot, hydrated as it is seen, so a saved product shows filled without a touch. No secondary
 * action.
 */
export default island(
  'products/ProductCard',
  ProductCardItem as (props: Omit<ProductCardItemProps, 'secondaryAction'>) => React.ReactNode,
  { hydrate: 'interaction' },
);
