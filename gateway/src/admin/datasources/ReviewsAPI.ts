import type { RestClient } from '../../rest/client.ts';
import type { RestBody, RestReply } from '../../rest/contract.ts';
import type { ModeratedReviewRecord } from '../types.ts';
import { compact } from './query.ts';

/** One page of the review queue as the api answers it. */
export type ReviewPageRecord = RestReply<'get', '/api/admin/reviews'>;

/** Which reviews the queue lists, in the api's words. */
export interface ReviewQuery {
  /** Only this many stars. */
  rating?: number | null | undefined;
  /** Only this product's reviews. */
  productId?: string | null | undefined;
  /** Part of the product's name, any case. */
  product?: string | null | undefined;
  /** Only visible or only hidden reviews. */
  state?: ModeratedReviewRecord['state'] | undefined;
}

/** Why and how a review is hidden, as the api takes it. */
export type HideRequest = RestBody<'post', '/api/admin/reviews/{id}/hide'>;

/** Review moderation: `/api/admin/reviews`. */
export class ModerationAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/reviews`: one page, newest first. */
  list(filter: ReviewQuery, page: number): Promise<ReviewPageRecord> {
    return this.rest.get('/api/admin/reviews', { query: compact({ ...filter, page }) });
  }

  /** `POST /api/admin/reviews/{id}/hide`: out of every public read and total at once. */
  async hide(id: string, request: HideRequest): Promise<ModeratedReviewRecord> {
    const reply = await this.rest.post('/api/admin/reviews/{id}/hide', {
      params: { id },
      body: request,
    });
    return reply.review;
  }

  /** `POST /api/admin/reviews/{id}/restore`. */
  async restore(id: string): Promise<ModeratedReviewRecord> {
    const reply = await this.rest.post('/api/admin/reviews/{id}/restore', { params: { id } });
    return reply.review;
  }
}
