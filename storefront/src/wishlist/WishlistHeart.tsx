import { HeartToggle } from '@bloom/ui';
import { useWishlistHas, useWishlistToggle } from './wishlist.tsx';

/** Props of {@link WishlistHeart}. */
export interface WishlistHeartProps {
  /** The product the heart saves: its id, and its name for the button's name. */
  product: { id: string; name: string };
  /** sm on a card's photo, lg beside the product page's Add to cart. @default 'sm' */
  size?: 'sm' | 'lg';
}

/**
 * The wishlist heart of one product, for cards and the product page: a toggle button with a
 * fixed name ("Save Rose Serum to wishlist") whose state is `aria-pressed` (the APG toggle
 * button), pressed while the list (this browser's, or the member's) holds the product. It
 * re-renders only when that changes. Unpressed on the server and until the list is read.
 */
export function WishlistHeart({ product, size }: WishlistHeartProps) {
  const saved = useWishlistHas(product.id);
  const toggle = useWishlistToggle();
  return (
    <HeartToggle
      product={product.name}
      label={`Save ${product.name} to wishlist`}
      size={size}
      pressed={saved}
      onPressedChange={() => toggle(product.id)}
    />
  );
}
