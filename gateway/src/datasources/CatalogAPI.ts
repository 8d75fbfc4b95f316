import type { RestClient } from '../rest/client.ts';
import type { RestQuery, RestReply } from '../rest/contract.ts';
import { markLanguage, type RestLanguage } from '../language.ts';
import type { ProductRecord, RestCategory } from '../rest/types.ts';

/** The listing filter the api understands: a category name or `All`. */
export type CatalogCategory = RestCategory | 'All';

/** `POST /api/products/getProducts` reply: one page of a listing. */
export type ProductPageRecord = RestReply<'post', '/api/products/getProducts'>;

/** `POST /api/products/getSuggestions` reply: what the search box suggests. */
export type SuggestionsRecord = RestReply<'post', '/api/products/getSuggestions'>;

/** The api's listing query, as its document describes it. */
type ListingQuery = NonNullable<RestQuery<'post', '/api/products/getProducts'>>;

/** How a listing is narrowed and ordered, in the api's words (lower case, rupees). */
export interface ListingOptions {
  /** The search term, if any. */
  search?: string | null;
  skinTypes?: readonly string[];
  freeFrom?: readonly string[];
  onSale?: boolean;
  inStock?: boolean;
  topRated?: boolean;
  minPrice?: number;
  maxPrice?: number;
  sort?: ListingQuery['sort'];
  /**
   * The language of the names and descriptions, and of the search.
   * @default 'en'
   */
  lang?: RestLanguage;
}

/** `POST /api/products/getCategories` reply: categories and subcategories with display names. */
export type CategoriesRecord = RestReply<'post', '/api/products/getCategories'>;

/** `?lang=` for a call: only for another language than English, so English calls stay as they were. */
const langQuery = (lang: RestLanguage) => (lang === 'en' ? undefined : { lang });

/** `POST /api/products/getProductIndex` reply: a slice of every product's id and last change. */
export type ProductIndexRecord = RestReply<'post', '/api/products/getProductIndex'>;

/** The catalogue area of the api: listings, products by id, the product index, new arrivals. */
export class CatalogAPI {
  /** Wraps the request's REST client. */
  constructor(private readonly rest: RestClient) {}

  /** `POST /api/products/getProducts`: one page of a listing, narrowed and ordered. */
  async getProducts(
    category: CatalogCategory,
    page: number,
    options: ListingOptions = {},
  ): Promise<ProductPageRecord> {
    const { search, skinTypes = [], freeFrom = [], sort, lang = 'en' } = options;
    const query = {
      category,
      page: String(page),
      ...(search ? { search } : {}),
      ...(skinTypes.length > 0 ? { skin: skinTypes.join(',') } : {}),
      ...(freeFrom.length > 0 ? { free: freeFrom.join(',') } : {}),
      ...(options.onSale ? { sale: '1' as const } : {}),
      ...(options.inStock ? { stock: '1' as const } : {}),
      ...(options.topRated ? { rating: '4' as const } : {}),
      ...(options.minPrice !== undefined ? { minPrice: String(options.minPrice) } : {}),
      ...(options.maxPrice !== undefined ? { maxPrice: String(options.maxPrice) } : {}),
      ...(sort && sort !== 'newest' ? { sort } : {}),
      ...langQuery(lang),
    };
    const reply = await this.rest.post('/api/products/getProducts', { query, shared: true });
    markLanguage(reply.productData, lang);
    return reply;
  }

  /** `POST /api/products/getSuggestions?lang=` `{ term }`: the search box's suggestions. */
  async getSuggestions(term: string, lang: RestLanguage = 'en'): Promise<SuggestionsRecord> {
    const reply = await this.rest.post('/api/products/getSuggestions', {
      body: { term },
      query: langQuery(lang),
      shared: true,
    });
    markLanguage(reply.products, lang);
    return reply;
  }

  /** `POST /api/products/getCategories?lang=`: every category and subcategory, with names. */
  getCategories(lang: RestLanguage = 'en'): Promise<CategoriesRecord> {
    return this.rest.post('/api/products/getCategories', { query: langQuery(lang), shared: true });
  }

  /**
   * `POST /api/products/getProductsByIds` `{ ids }` → `{ productData }`: many products in one
   * call, by id (missing ids are simply absent).
   */
  async getProductsByIds(
    ids: readonly string[],
    lang: RestLanguage = 'en',
  ): Promise<Map<string, ProductRecord>> {
    const reply = await this.rest.post('/api/products/getProductsByIds', {
      body: { ids: [...ids] },
      query: langQuery(lang),
      shared: true,
    });
    markLanguage(reply.productData, lang);
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
  async getLatestProducts(lang: RestLanguage = 'en'): Promise<ProductRecord[]> {
    const reply = await this.rest.post('/api/products/getLatestPRoducts', {
      query: langQuery(lang),
      shared: true,
    });
    return markLanguage(reply.productData, lang);
  }
}
