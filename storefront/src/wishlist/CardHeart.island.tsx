import { island } from '../islands/island.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';

/**
 * A product card's wishlist heart, as an island of its own hydrated once it scrolls near the
 * window: it shows this browser's list as soon as it is seen, while the card around it (its Add to
 * cart) hydrates only when a shopper reaches for it (products/ProductCard.island.tsx).
 */
export default island('wishlist/CardHeart', WishlistHeart, { hydrate: 'visible' });
