import type { RestClient } from '../../rest/client.ts';
import type { RestBody, RestReply } from '../../rest/contract.ts';
import { namingInputFields } from '../field-errors.ts';
import type { AdminProductRecord, AdminProductSummaryRecord, ApiProductInput } from '../types.ts';
import { compact } from './query.ts';

/** One page of products as the api answers it. */
export type ProductPageRecord = RestReply<'get', '/api/admin/products'>;

/** Which products to list and in what order, in the api's words. */
export interface ProductQuery {
  /** Part of the name. */
  search?: string | null | undefined;
  /** Only this category, as the api spells it. */
  category?: ApiProductInput['category'] | undefined;
  /** Only this stock level. */
  stock?: AdminProductSummaryRecord['stockLevel'] | undefined;
  /** Only published (`true`) or unpublished (`false`). */
  published?: 'true' | 'false' | undefined;
  /** The order. */
  sort?: 'newest' | 'name' | 'price' | 'stock' | undefined;
  /** Its direction. */
  direction?: 'asc' | 'desc' | undefined;
}

/** A stock adjustment as the api takes it. */
export type StockAdjustment = RestBody<'post', '/api/admin/products/{id}/stock'>;

/** A product's text in one language, as the api sends it. */
export type ProductTranslationRecord = RestReply<
  'get',
  '/api/admin/products/{id}/translations'
>['translations'][number];

/** The catalogue as staff edit it: `/api/admin/products`. */
export class ProductsAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `GET /api/admin/products`: one page, filtered and sorted. */
  list(filter: ProductQuery, page: number): Promise<ProductPageRecord> {
    return this.rest.get('/api/admin/products', { query: compact({ ...filter, page }) });
  }

  /** `GET /api/admin/products/{id}`. */
  async get(id: string): Promise<AdminProductRecord> {
    const reply = await this.rest.get('/api/admin/products/{id}', { params: { id } });
    return reply.product;
  }

  /** `POST /api/admin/products`: a refused field is named as the schema's input names it. */
  async create(input: ApiProductInput, stock: number): Promise<AdminProductRecord> {
    const reply = await namingInputFields(
      this.rest.post('/api/admin/products', { body: { ...input, stock } }),
    );
    return reply.product;
  }

  /** `PATCH /api/admin/products/{id}`: 409 when `version` is stale. */
  async update(id: string, version: number, input: ApiProductInput): Promise<AdminProductRecord> {
    const reply = await namingInputFields(
      this.rest.patch('/api/admin/products/{id}', {
        params: { id },
        body: { ...input, version },
      }),
    );
    return reply.product;
  }

  /** `POST /api/admin/products/publish`: all or none, in one transaction. */
  async setPublished(ids: string[], published: boolean): Promise<AdminProductSummaryRecord[]> {
    const reply = await this.rest.post('/api/admin/products/publish', {
      body: { ids, published },
    });
    return reply.products;
  }

  /** `GET /api/admin/products/{id}/translations`: its text in every translated language. */
  async translations(id: string): Promise<ProductTranslationRecord[]> {
    const reply = await this.rest.get('/api/admin/products/{id}/translations', { params: { id } });
    return reply.translations;
  }

  /**
   * `POST /api/admin/products/{id}/translations/{lang}`: its text in one language, 409 when
   * `expectedVersion` is stale.
   */
  async saveTranslation(
    id: string,
    lang: ProductTranslationRecord['lang'],
    text: RestBody<'post', '/api/admin/products/{id}/translations/{lang}'>,
  ): Promise<void> {
    await this.rest.post('/api/admin/products/{id}/translations/{lang}', {
      params: { id, lang },
      body: text,
    });
  }

  /** `POST /api/admin/products/{id}/stock`: an adjustment with its reason. */
  async adjustStock(id: string, adjustment: StockAdjustment): Promise<AdminProductRecord> {
    const reply = await namingInputFields(
      this.rest.post('/api/admin/products/{id}/stock', { params: { id }, body: adjustment }),
    );
    return reply.product;
  }
}
