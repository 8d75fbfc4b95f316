import type { RestClient } from '../rest/client.ts';
import type { RestReply } from '../rest/contract.ts';
import type { ReviewRecord } from '../rest/types.ts';

/** A review mutation's reply: the api's sentence and the review as stored. */
export type ReviewMutationReply = RestReply<'post', '/api/reviews/createReview'>;

/** The reviews area of the api. */
export class ReviewsAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** Whether a read could be a shopper's own (the request carries cookies). */
  get mayBePersonal(): boolean {
    return this.rest.carriesCookie;
  }

  /**
   * `POST /api/reviews/getReviewsByProducts` `{ ids }` → `{ reviews }`: every listed product's
   * reviews in one call, grouped here by `productId` (newest first within a product). A
   * `personal` read goes with the shopper's cookie and shares with nobody: the api adds the
   * shopper's own hidden reviews (marked hidden). Otherwise it is a shared public read.
   */
  async getByProducts(
    productIds: readonly string[],
    { personal = false }: { personal?: boolean } = {},
  ): Promise<Map<string, ReviewRecord[]>> {
    const reply = await this.rest.post('/api/reviews/getReviewsByProducts', {
      body: { ids: [...productIds] },
      shared: !personal,
    });
    const byProduct = new Map<string, ReviewRecord[]>(productIds.map((id) => [id, []]));
    for (const review of reply.reviews) byProduct.get(review.productId)?.push(review);
    return byProduct;
  }

  /** `POST /api/reviews/createReview`. */
  create(input: {
    productId: string;
    rating: number;
    comment: string;
    skinType?: NonNullable<ReviewRecord['skinType']>;
  }): Promise<ReviewMutationReply> {
    return this.rest.post('/api/reviews/createReview', { body: input });
  }

  /** `POST /api/reviews/updateReview`; only the given fields change. */
  update(input: {
    id: string;
    rating?: number;
    comment?: string;
    skinType?: ReviewRecord['skinType'];
  }): Promise<ReviewMutationReply> {
    return this.rest.post('/api/reviews/updateReview', { body: input });
  }

  /** `POST /api/reviews/deleteReview`. */
  delete(id: string): Promise<{ message: string }> {
    return this.rest.post('/api/reviews/deleteReview', { body: { id } });
  }
}
