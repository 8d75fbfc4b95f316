import type { RestClient } from '../rest/client.ts';
import type { ReviewRecord } from '../rest/types.ts';

/** A review mutation's reply: the api's sentence and, when it sends it, the review. */
export interface ReviewMutationReply {
  /** The api's sentence. */
  message: string;
  /** The review as stored, when the api returns it. */
  review?: ReviewRecord | null;
}

/** The reviews area of the api. */
export class ReviewsAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /**
   * `POST /api/reviews/getReviewsByProducts` `{ ids }` → `{ reviews }`: every listed product's
   * reviews in one call, grouped here by `productId` (newest first within a product).
   */
  async getByProducts(productIds: readonly string[]): Promise<Map<string, ReviewRecord[]>> {
    const reply = await this.rest.call<{ reviews: ReviewRecord[] }>(
      '/api/reviews/getReviewsByProducts',
      { body: { ids: productIds }, shared: true },
    );
    const byProduct = new Map<string, ReviewRecord[]>(productIds.map((id) => [id, []]));
    for (const review of reply.reviews) byProduct.get(review.productId)?.push(review);
    return byProduct;
  }

  /** `POST /api/reviews/createReview`. */
  create(input: {
    productId: string;
    rating: number;
    comment: string;
  }): Promise<ReviewMutationReply> {
    return this.rest.call('/api/reviews/createReview', { body: input });
  }

  /** `POST /api/reviews/updateReview`; only the given fields change. */
  update(input: { id: string; rating?: number; comment?: string }): Promise<ReviewMutationReply> {
    return this.rest.call('/api/reviews/updateReview', { body: input });
  }

  /** `POST /api/reviews/deleteReview`. */
  delete(id: string): Promise<{ message: string }> {
    return this.rest.call('/api/reviews/deleteReview', { body: { id } });
  }
}
