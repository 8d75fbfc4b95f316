import { Link } from 'react-router-dom';
import { CartButton, WishlistButton } from '@bloom/ui';
import { useCartSelector } from '../cart/cart.tsx';
import { useWishlistCount } from '../wishlist/wishlist.tsx';
import { island } from '../islands/island.tsx';

/** The header's heart: the wishlist's count alone, so only it re-renders when that changes. */
function HeaderWishlist() {
  return <WishlistButton count={useWishlistCount()} link={<Link to="/wishlist" />} />;
}

/** The header's cart: the badge's count alone, so only it re-renders when that changes. */
function HeaderCart() {
  const totalQuantity = useCartSelector((cart) => cart.totalQuantity);
  return (
    <CartButton
      count={totalQuantity}
      link={<Link to="/cart" />}
      // Where the head's keeper shows adds waiting for the code (render/earlyTaps.ts).
      data-early-tap-badge="cart"
    />
  );
}

/** The header's wishlist and cart with their counts. */
function HeaderCountLinks() {
  return (
    <>
      <HeaderWishlist />
      <HeaderCart />
    </>
  );
}

/** The header's counts, as an island: this browser's cart and list show as the page loads. */
export default island('layout/HeaderCounts', HeaderCountLinks);
