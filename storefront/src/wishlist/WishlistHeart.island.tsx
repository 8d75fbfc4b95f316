import { island } from '../islands/island.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';

/** A product's wishlist heart, as an island. */
export default island('wishlist/WishlistHeart', WishlistHeart);
