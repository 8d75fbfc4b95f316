/**
 * The api's records as they travel on the REST wire (SPEC.md §7, DESIGN.md "REST service").
 * Resolvers receive these as parents (codegen mappers), so GraphQL names are derived in one
 * place per type instead of reshaping whole objects up front.
 */

/** A category exactly as the api spells it. */
export type RestCategory = 'Skincare' | 'Haircare' | 'Body Care' | 'Cosmetics' | 'Bundle';

/** An order status exactly as the api spells it. */
export type RestOrderStatus = 'Pending' | 'Dispatched' | 'Delivered' | 'Cancelled';

/** A product image served by the api under /images/. */
export interface ImageRecord {
  /** Relative URL, e.g. `/images/rose-serum.webp`. */
  downloadURL: string;
  /** File name, also used as a fallback alt text. */
  name: string;
  /** MIME type. */
  type: string;
}

/** One line of a bundle's contents. The api may name the product id `id` or `productId`. */
export interface BundleItemRecord {
  /** The contained product's id. */
  productId?: string;
  /** Alternative spelling of the contained product's id. */
  id?: string;
  /** The contained product's name. */
  name?: string;
  /** Units of it in the bundle (1 when absent). */
  quantity?: number;
}

/** A product on the REST wire; money in rupees, `sale_price` 0 when not on sale. */
export interface ProductRecord {
  /** Product id. */
  id: string;
  /** Display name. */
  name: string;
  /** Long description. */
  description: string;
  /** Category as the api spells it. */
  category: RestCategory;
  /** Finer grouping; may be absent or empty. */
  subCategory?: string | null;
  /** Regular price in rupees. */
  price: number;
  /** Sale price in rupees; 0 or absent when not on sale. */
  sale_price?: number | null;
  /** Units in stock. */
  stock: number;
  /** The product photo. */
  image: ImageRecord;
  /** Listed among new arrivals. */
  latest: boolean;
  /** Mean rating; 0 or null without reviews. */
  averageRating?: number | null;
  /** Number of reviews. */
  reviewCount?: number | null;
  /** ISO timestamp. */
  createdAt: string;
  /** A bundle's contents; absent for other products. */
  bundleContents?: BundleItemRecord[] | null;
}

/** `POST /api/products/getProducts` reply. */
export interface ProductPageRecord {
  /** The page's products. */
  productData: ProductRecord[];
  /** The page number. */
  page: number;
  /** Number of pages. */
  totalPages: number;
}

/** A user as the api returns it from login and `persistUserSession`. */
export interface UserRecord {
  /** User id (the api may also spell it `_id`). */
  id: string;
  /** Full name. */
  name: string;
  /** Login email. */
  email: string;
  /** Phone; may be absent until given. */
  phone?: string | number | null;
  /** Shipping address; may be absent until given. */
  address?: string | null;
  /** Role, e.g. `staff`; absent for shoppers. */
  role?: string | null;
}

/** One line of an order on the REST wire. */
export interface OrderItemRecord {
  /** Product id (cart items carry the product's `id`). */
  id?: string;
  /** The product's id; null once it has left the catalogue. */
  productId?: string | null;
  /** Product name when ordered. */
  name?: string;
  /** Unit price charged (rupees). */
  price?: number;
  /** Alternative name of the unit price charged. */
  unitPrice?: number;
  /** Units. */
  quantity: number;
  /** Unit price times quantity (rupees). */
  lineTotal?: number;
  /** Photo when ordered. */
  image?: ImageRecord | null;
}

/** An order on the REST wire. */
export interface OrderRecord {
  /** Readable id like BLM-482913. */
  id: string;
  /** Status as the api spells it. */
  status: RestOrderStatus;
  /** Recipient name. */
  name: string;
  /** Recipient phone. */
  phone: string | number;
  /** Shipping address. */
  address: string;
  /** Ordered lines. */
  items: OrderItemRecord[];
  /** Lines' total before the coupon (rupees). */
  subtotal?: number;
  /** Amount the coupon took off (rupees). */
  discount?: number;
  /** Total charged (rupees). */
  totalAmount: number;
  /** Applied coupon; `discount` is the amount taken off. */
  couponUsed?: { code: string; discount?: number; discountAmount?: number } | null;
  /** ISO timestamp. */
  createdAt: string;
}

/** A review on the REST wire; the api adds the reviewer's name. */
export interface ReviewRecord {
  /** Review id. */
  id: string;
  /** Reviewed product. */
  productId: string;
  /** Author's user id. */
  userId: string;
  /** Author's display name (the api may call it `name` or `userName`). */
  userName?: string;
  /** Alternative spelling of the author's name. */
  name?: string;
  /** Stars 1..5. */
  rating: number;
  /** Review text (the api may call it `text` or `comment`). */
  text?: string;
  /** Alternative spelling of the review text. */
  comment?: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** `POST /api/coupons/verifyCouponAtCheckout` reply. */
export interface CouponVerificationRecord {
  /** The api's explanation. */
  message: string;
  /** Whether the coupon applies. */
  couponDiscountSuccess: boolean;
  /** Amount taken off (rupees). */
  discountAmount?: number | null;
  /** Normalised code. */
  code?: string | null;
  /** Face value. */
  discount?: number | null;
  /** `percent` or `fixed`. */
  discountType?: string | null;
}
