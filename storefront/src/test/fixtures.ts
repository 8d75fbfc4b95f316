/**
 * Shared data of the storefront's page tests and page stories: a shopper, products, cart lines,
 * reviews and orders, shaped as the gateway answers (with `__typename`). Photos are SVG data
 * URLs, so nothing here reaches the network and screenshots do not wait on it.
 */
import type {
  MyOrdersQuery,
  ProductCardFieldsFragment,
  ProductDetailQuery,
  ReviewFieldsFragment,
} from '../__generated__/graphql';
import type { CartLine } from '../machines/cartMachine.ts';
import type { SessionUser } from '../session/session.tsx';

/** A shopper for tests and stories, with every profile field filled. */
export const testUser: SessionUser = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '03001234567',
  address: '12 Garden Road, Gulberg',
};

/** A product photo that needs no network: a flat bottle on a tinted ground, 400 × 500. */
export function productPhoto(ground: string, bottle: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500">
<rect width="400" height="500" fill="${ground}"/>
<circle cx="90" cy="400" r="150" fill="#ffffff" fill-opacity="0.3"/>
<rect x="172" y="96" width="56" height="46" rx="6" fill="#3b1f33"/>
<rect x="136" y="138" width="128" height="270" rx="30" fill="${bottle}"/>
<rect x="156" y="226" width="88" height="84" rx="8" fill="#ffffff" fill-opacity="0.75"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Photos for the sample products, one colourway each. */
export const photos = {
  rose: productPhoto('#f7e0e8', '#c45c86'),
  sand: productPhoto('#f4e8dc', '#d9a47e'),
  plum: productPhoto('#ebe1f0', '#6d3a63'),
  sage: productPhoto('#e6efe6', '#7fa487'),
  gold: productPhoto('#f8efd9', '#c99a3c'),
  coral: productPhoto('#fde4dc', '#e07a5f'),
  sky: productPhoto('#e3eef5', '#6c9ab8'),
} as const;

/** A product photo's variants as the gateway answers them. */
export type ProductImage = ProductCardFieldsFragment['image'] & { __typename: 'ProductImage' };

/** A product as its card shows it, as the gateway answers. */
export type ProductCard = Omit<ProductCardFieldsFragment, 'image'> & {
  __typename: 'Product';
  image: ProductImage;
};

/**
 * A seed SVG illustration's variants: none (the gateway's nulls), so the card draws `imageUrl`
 * alone and the stories' screenshots stay as they were.
 */
export const svgImage: ProductImage = {
  __typename: 'ProductImage',
  srcSet: null,
  avifSrcSet: null,
};

/**
 * A product card; what `fields` leaves out is an in-stock Skincare product at Rs. 1,000, not on
 * sale (its `currentPrice` is its `price`) and not yet reviewed, with a rose photo.
 */
export function productCard(
  id: string,
  name: string,
  fields: Partial<Omit<ProductCard, 'id' | 'name'>> = {},
): ProductCard {
  const price = fields.price ?? 1000;
  return {
    __typename: 'Product',
    id,
    name,
    category: 'SKINCARE',
    price,
    currentPrice: price,
    imageUrl: photos.rose,
    imageAlt: name,
    image: svgImage,
    inStock: true,
    averageRating: 0,
    reviewCount: 0,
    ...fields,
  };
}

/** Only a card's fields of a product (a detailed one carries more than a listing asks for). */
export function cardOf(product: ProductCard): ProductCard {
  const { __typename, id, name, category, price, currentPrice, imageUrl, imageAlt } = product;
  const { image, inStock, averageRating, reviewCount } = product;
  return {
    __typename,
    id,
    name,
    category,
    price,
    currentPrice,
    imageUrl,
    imageAlt,
    image,
    inStock,
    averageRating,
    reviewCount,
  };
}

/**
 * A small catalogue across the categories, for listings and the home page (ids of their own, so
 * related products never repeat the product of {@link productWith}).
 */
export const sampleProducts: readonly ProductCard[] = [
  productCard('p11', 'Rose Glow Vitamin C Serum', {
    price: 1499,
    currentPrice: 1199,
    averageRating: 4.6,
    reviewCount: 128,
    imageAlt: 'Rose Glow Vitamin C Serum bottle',
  }),
  productCard('p12', 'Shea Butter Night Cream', {
    price: 899,
    averageRating: 4.2,
    reviewCount: 54,
    imageUrl: photos.sand,
    imageAlt: 'Shea Butter Night Cream jar',
  }),
  productCard('p13', 'Argan Repair Shampoo', {
    category: 'HAIRCARE',
    price: 649,
    averageRating: 4.8,
    reviewCount: 311,
    imageUrl: photos.plum,
    imageAlt: 'Argan Repair Shampoo bottle',
  }),
  productCard('p14', 'Aloe Calm Body Lotion', {
    category: 'BODY_CARE',
    price: 850.25,
    imageUrl: photos.sage,
    imageAlt: 'Aloe Calm Body Lotion bottle',
  }),
  productCard('p15', 'Velvet Matte Lipstick', {
    category: 'COSMETICS',
    price: 1250,
    currentPrice: 999,
    averageRating: 4.4,
    reviewCount: 76,
    imageUrl: photos.coral,
    imageAlt: 'Velvet Matte Lipstick',
  }),
  productCard('p16', 'Hyaluronic Dew Moisturiser', {
    price: 1350,
    averageRating: 4.5,
    reviewCount: 2,
    imageUrl: photos.sky,
    imageAlt: 'Hyaluronic Dew Moisturiser tube',
  }),
  productCard('p17', 'Ceramide Barrier Cream', {
    price: 1650,
    inStock: false,
    averageRating: 4.9,
    reviewCount: 12,
    imageUrl: photos.gold,
    imageAlt: 'Ceramide Barrier Cream jar',
  }),
  productCard('p18', 'Neem Clarifying Face Wash', {
    price: 549,
    imageUrl: photos.sage,
    imageAlt: 'Neem Clarifying Face Wash tube',
  }),
];

/** Gift sets, for the home page's bundles. */
export const sampleBundles: readonly ProductCard[] = [
  productCard('b1', 'Evening Glam Set', {
    category: 'BUNDLE',
    price: 6100,
    currentPrice: 5490,
    averageRating: 4.7,
    reviewCount: 19,
    imageUrl: photos.coral,
    imageAlt: 'Evening Glam Set box',
  }),
  productCard('b2', 'Argan Repair Hair Duo', {
    category: 'BUNDLE',
    price: 1199,
    imageUrl: photos.plum,
    imageAlt: 'Argan Repair Hair Duo box',
  }),
];

/** A review as the gateway answers. */
export type Review = ReviewFieldsFragment & { __typename: 'Review' };

/** {@link testUser}'s own review. */
export const ownReview: Review = {
  __typename: 'Review',
  id: 'r1',
  mine: true,
  authorName: testUser.name,
  rating: 4,
  text: 'Lovely and light.',
  createdAt: '2026-11-01T10:00:00.000Z',
  skinType: null,
  verifiedBuyer: false,
};

/** Another shopper's review. */
export const otherReview: Review = {
  __typename: 'Review',
  id: 'r2',
  mine: false,
  authorName: 'Bilal Khan',
  rating: 5,
  text: 'My favourite toner.',
  createdAt: '2026-10-01T10:00:00.000Z',
  skinType: null,
  verifiedBuyer: false,
};

/** A verified buyer's review who gave their skin type: oily. */
export const oilySkinReview: Review = {
  __typename: 'Review',
  id: 'r3',
  mine: false,
  authorName: 'Sana Mir',
  rating: 5,
  text: 'No shine by noon, and my pores look smaller.',
  createdAt: '2026-09-12T10:00:00.000Z',
  skinType: 'OILY',
  verifiedBuyer: true,
};

/** A review from dry skin, by someone the shop has no delivered order of. */
export const drySkinReview: Review = {
  __typename: 'Review',
  id: 'r4',
  mine: false,
  authorName: 'Omar Farooq',
  rating: 3,
  text: 'Pleasant, but my cheeks feel tight after.',
  createdAt: '2026-08-03T10:00:00.000Z',
  skinType: 'DRY',
  verifiedBuyer: false,
};

/**
 * What Rosewater Toner's label says: rose water with fragrance (Parfum and two of its
 * allergens) and a paraben, which the shop's rulings name, so neither is claimed; free from
 * sulfates, alcohol and silicones; for dry, normal and combination skin.
 */
export const tonerLabel = {
  ingredients: [
    'Rosa Damascena Flower Water',
    'Glycerin',
    'Butylene Glycol',
    'Parfum',
    'Sodium PCA',
    'Citronellol',
    'Geraniol',
    'Methylparaben',
  ],
  ingredientRulings: [
    { __typename: 'IngredientRuling', ingredient: 'Parfum', freeFrom: 'FRAGRANCE' },
    { __typename: 'IngredientRuling', ingredient: 'Citronellol', freeFrom: 'FRAGRANCE' },
    { __typename: 'IngredientRuling', ingredient: 'Geraniol', freeFrom: 'FRAGRANCE' },
    { __typename: 'IngredientRuling', ingredient: 'Methylparaben', freeFrom: 'PARABENS' },
  ],
  freeFrom: ['SULFATES', 'ALCOHOL', 'SILICONES'],
  skinTypes: ['DRY', 'NORMAL', 'COMBINATION'],
} satisfies Pick<DetailedProduct, 'ingredients' | 'freeFrom' | 'skinTypes'> & {
  ingredientRulings: (DetailedProduct['ingredientRulings'][number] & {
    __typename: 'IngredientRuling';
  })[];
};

/** How the reviewers of one skin type rated a product, as the gateway answers. */
export type SkinTypeRating = DetailedProduct['ratingsBySkinType'][number] & {
  __typename: 'SkinTypeRating';
};

/** The averages by skin type of {@link oilySkinReview} and {@link drySkinReview}. */
export const ratingsOfSkinReviews: SkinTypeRating[] = [
  { __typename: 'SkinTypeRating', skinType: 'DRY', averageRating: 3, count: 1 },
  { __typename: 'SkinTypeRating', skinType: 'OILY', averageRating: 5, count: 1 },
];

/** A product with everything its page shows, as the gateway answers. */
export type DetailedProduct = NonNullable<ProductDetailQuery['product']> &
  ProductCard & { reviews: Review[] };

/**
 * Rosewater Toner (p1, Skincare, Rs. 1,200) with these reviews, its rating their average; `fields`
 * changes the rest (a sale price, out of stock, ingredients...). Without them it has no known
 * ingredients, claims nothing free, suits every skin type and no reviewer gave a skin type.
 */
export function productWith(
  reviews: Review[],
  fields: Partial<Omit<DetailedProduct, 'reviews'>> = {},
): DetailedProduct {
  return {
    ...productCard('p1', 'Rosewater Toner', {
      price: 1200,
      imageAlt: 'Rosewater Toner bottle',
      averageRating: reviews.length
        ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
        : 0,
      reviewCount: reviews.length,
    }),
    description: 'A gentle toner with Damask rose water.',
    subCategory: 'Toner',
    bundleContents: null,
    ingredients: [],
    ingredientRulings: [],
    freeFrom: [],
    skinTypes: [],
    ratingsBySkinType: [],
    reviews,
    ...fields,
  };
}

/** Two units of a serum on sale (Rs. 1,299.50 instead of 1,500): a line of Rs. 2,599.00. */
export const serum: CartLine = {
  id: 'p1',
  name: 'Rose Glow Serum',
  category: 'SKINCARE',
  price: 1500,
  currentPrice: 1299.5,
  imageUrl: photos.rose,
  quantity: 2,
};

/** One body lotion at its regular Rs. 850.25 (not on sale: its current price is its price). */
export const lotion: CartLine = {
  id: 'p2',
  name: 'Shea Body Lotion',
  category: 'BODY_CARE',
  price: 850.25,
  currentPrice: 850.25,
  imageUrl: photos.sage,
  quantity: 1,
};

type OrderFields = MyOrdersQuery['myOrders'][number];

/** An order as My Orders receives it. */
export type Order = Omit<OrderFields, 'coupon' | 'items'> & {
  __typename: 'Order';
  coupon: (NonNullable<OrderFields['coupon']> & { __typename: 'AppliedCoupon' }) | null;
  items: (OrderFields['items'][number] & { __typename: 'OrderItem' })[];
};

/** A Pending order (so it can still be cancelled): two serums with a 10% coupon. */
export const pendingOrder: Order = {
  __typename: 'Order',
  id: 'BLM-482913',
  status: 'PENDING',
  createdAt: '2026-11-20T10:00:00.000Z',
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  subtotal: 2599,
  discount: 259.9,
  totalAmount: 2339.1,
  coupon: { __typename: 'AppliedCoupon', code: 'GLOW10', discountAmount: 259.9 },
  items: [
    {
      __typename: 'OrderItem',
      productId: 'p1',
      name: 'Rose Glow Serum',
      unitPrice: 1299.5,
      quantity: 2,
      lineTotal: 2599,
      imageUrl: photos.rose,
    },
  ],
};
