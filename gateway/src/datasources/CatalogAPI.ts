import type { RestClient } from '../rest/client.ts';
import type { RestReply } from '../rest/contract.ts';
import type { ProductRecord, RestCategory } from '../rest/types.ts';

/** The listing filter the api understands: a category name or `All`. */
export type CatalogCategory = RestCategory | 'All';

/** `POST /api/products/getProducts` reply: one page of a listing. */
export type ProductPageRecord = RestReply<'post', '/api/products/getProducts'>;

/** `POST /api/products/getProductIndex` reply: a slice of every product's id and last change. */
export type ProductIndexRecord = RestReply<'post', '/api/products/getProductIndex'>;

/** The catalogue area of the api: listings, products by id, the product index, new arrivals. */
export class CatalogAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/products/getProducts`: one page of a listing. */
  getProducts(
    category: CatalogCategory,
    page: number,
    search?: string | null,
  ): Promise<ProductPageRecord> {
    return this.rest.post('/api/products/getProducts', {
      query: { category, page: String(page), ...(search ? { search } : {}) },
      shared: true,
    });
  }

  /**
   * `POST /api/products/getProductsByIds` `{ ids }` → `{ productData }`: many products in one
   * call, by id (missing ids are simply absent).
   */
  async getProductsByIds(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
    const reply = await this.rest.post('/api/products/getProductsByIds', {
      body: { ids: [...ids] },
      shared: true,
    });
    return new Map(reply.productData.map((product) => [product.id, product]));
  }

  /**
   * `POST /api/products/getProductIndex` `{ offset, limit }` → `{ total, productIndex }`: every
   * product's id and last change, a slice at a time (the storefront's sitemap).
   */
  getProductIndex(offset: number, limit: number): Promise<ProductIndexRecord> {
    return this.rest.post('/api/products/getProductIndex', { body: { offset, limit } });
  }

  /** `POST /api/products/getLatestPRoducts` (spelled as the api spells it): new arrivals. */
  async getLatestProducts(): Promise<ProductRecord[]> {
    const reply = await this.rest.post('/api/products/getLatestPRoducts', { shared: true });
    return reply.productData;
  }
}
