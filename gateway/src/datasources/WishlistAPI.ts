import type { RestClient } from '../rest/client.ts';
import type { RestReply } from '../rest/contract.ts';

/** `POST /api/wishlist/getWishlist` reply: the ids, newest first, and the products. */
export type WishlistRecord = RestReply<'post', '/api/wishlist/getWishlist'>;

/** A wishlist change's reply: the api's sentence and the ids now. */
export type WishlistChangeRecord = RestReply<'post', '/api/wishlist/addToWishlist'>;

/** The wishlist area of the api: the session's own list (401 for a guest). */
export class WishlistAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  #mine: Promise<WishlistRecord> | undefined;

  /** `POST /api/wishlist/getWishlist`, asked at most once per request. */
  mine(): Promise<WishlistRecord> {
    return (this.#mine ??= this.rest.post('/api/wishlist/getWishlist'));
  }

  /** `POST /api/wishlist/addToWishlist` `{ productIds }`. */
  add(productIds: readonly string[]): Promise<WishlistChangeRecord> {
    return this.rest.post('/api/wishlist/addToWishlist', { body: { productIds: [...productIds] } });
  }

  /** `POST /api/wishlist/removeFromWishlist` `{ productIds }`. */
  remove(productIds: readonly string[]): Promise<WishlistChangeRecord> {
    return this.rest.post('/api/wishlist/removeFromWishlist', {
      body: { productIds: [...productIds] },
    });
  }
}
