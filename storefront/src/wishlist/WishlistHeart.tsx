import { useIntl } from 'react-intl';
import { HeartToggle } from '@bloom/ui';
import { useWishlistHas, useWishlistReady, useWishlistToggle } from './wishlist.tsx';

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
 * re-renders only when that changes. Unpressed on the server and until the list is read, and
 * disabled until then: the wishlist cannot take a change before it knows the list (a member's
 * arrives with one request), so a click then would be lost without a word.
 */
export function WishlistHeart({ product, size }: WishlistHeartProps) {
  const saved = useWishlistHas(product.id);
  const ready = useWishlistReady();
  const toggle = useWishlistToggle();
  const intl = useIntl();
  return (
    <HeartToggle
      product={product.name}
      label={intl.formatMessage({ id: 'shop.wishlist.save' }, { name: product.name })}
      size={size}
      pressed={saved}
      disabled={!ready}
      onPressedChange={() => toggle(product.id)}
    />
  );
}
