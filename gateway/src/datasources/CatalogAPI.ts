import type { RestClient } from '../rest/client.ts';
import type { ProductPageRecord, ProductRecord, RestCategory } from '../rest/types.ts';
import { tryBatchRoute } from './batch-support.ts';

/** The listing filter the api understands: a category name or `All`. */
export type CatalogCategory = RestCategory | 'All';

/** The api's replies for one product or a product list, which may or may not be wrapped. */
type ProductReply = ProductRecord | { product: ProductRecord };
type ProductListReply =
  | ProductRecord[]
  | { productData?: ProductRecord[]; products?: ProductRecord[]; latestProducts?: ProductRecord[] };

/** The catalogue area of the api: listings, one product, new arrivals. */
export class CatalogAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/products/getProducts`: one page of a listing. */
  getProducts(
    category: CatalogCategory,
    page: number,
    search?: string | null,
  ): Promise<ProductPageRecord> {
    const query = new URLSearchParams({ category, page: String(page) });
    if (search) query.set('search', search);
    return this.rest.call<ProductPageRecord>(`/api/products/getProducts?${query}`, {
      shared: true,
    });
  }

  /** `POST /api/products/getProductById`: one product (NOT_FOUND error when missing). */
  async getProductById(id: string): Promise<ProductRecord> {
    const reply = await this.rest.call<ProductReply>('/api/products/getProductById', {
      body: { id },
      shared: true,
    });
    return 'product' in reply ? reply.product : reply;
  }

  /**
   * `POST /api/products/getProductsByIds` `{ ids }` → `{ productData }`: many products in one
   * call, by id (missing ids are simply absent). Undefined while the api lacks the route.
   */
  async getProductsByIds(ids: readonly string[]): Promise<Map<string, ProductRecord> | undefined> {
    const path = '/api/products/getProductsByIds';
    const reply = await tryBatchRoute(this.rest.baseUrl + path, () =>
      this.rest.call<{ productData: ProductRecord[] }>(path, { body: { ids }, shared: true }),
    );
    return reply && new Map(reply.productData.map((product) => [product.id, product]));
  }

  /** `POST /api/products/getLatestPRoducts` (spelled as the api spells it): new arrivals. */
  async getLatestProducts(): Promise<ProductRecord[]> {
    const reply = await this.rest.call<ProductListReply>('/api/products/getLatestPRoducts', {
      shared: true,
    });
    if (Array.isArray(reply)) return reply;
    return reply.productData ?? reply.products ?? reply.latestProducts ?? [];
  }
}
