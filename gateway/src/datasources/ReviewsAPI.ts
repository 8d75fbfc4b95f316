import type { RestClient } from '../rest/client.ts';
import type { ReviewRecord } from '../rest/types.ts';
import { tryBatchRoute } from './batch-support.ts';

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

  /** `POST /api/reviews/getAllReviewsByProduct`: one product's reviews, newest first. */
  async getByProduct(productId: string): Promise<ReviewRecord[]> {
    const reply = await this.rest.call<{ reviews?: ReviewRecord[] } | ReviewRecord[]>(
      '/api/reviews/getAllReviewsByProduct',
      { body: { id: productId }, shared: true },
    );
    return Array.isArray(reply) ? reply : (reply.reviews ?? []);
  }

  /**
   * `POST /api/reviews/getReviewsByProducts` `{ ids }` → `{ reviews }`: every listed product's
   * reviews in one call, grouped here by `productId`. Undefined while the api lacks the route.
   */
  async getByProducts(
    productIds: readonly string[],
  ): Promise<Map<string, ReviewRecord[]> | undefined> {
    const path = '/api/reviews/getReviewsByProducts';
    const reply = await tryBatchRoute(this.rest.baseUrl + path, () =>
      this.rest.call<{ reviews: ReviewRecord[] }>(path, {
        body: { ids: productIds },
        shared: true,
      }),
    );
    if (!reply) return undefined;
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
