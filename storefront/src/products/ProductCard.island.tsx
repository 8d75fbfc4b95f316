import { island } from '../islands/island.tsx';
import { ProductCardItem, type ProductCardItemProps } from './ProductCardItem.tsx';

/**
 * A product card (Add to cart and the heart wired), as an island hydrated once it scrolls near
 * the window: no secondary action.
 */
export default island(
  'products/ProductCard',
  ProductCardItem as (props: Omit<ProductCardItemProps, 'secondaryAction'>) => React.ReactNode,
  { hydrate: 'visible' },
);
