/**
 * schema.org JSON-LD for search engines' rich results (Google's Product, Breadcrumb, Organization
 * and sitelinks search box): built from what a page shows, with absolute URLs from `url`.
 */
import type { IntlShape } from 'react-intl';
import { shop } from '../shop.ts';

/** Makes a path absolute on the shop's public address. */
export type AbsoluteUrl = (path: string) => string;

/** The shop as an Organization, with its contact point and social profiles. */
export function organizationLd(url: AbsoluteUrl): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: url('/'),
    logo: url(shop.logo),
    email: shop.email,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      addressLocality: `${shop.address.district}, ${shop.address.city}`,
    },
    sameAs: shop.social.map((s) => s.url),
  };
}

/** The site, with its search as a SearchAction (`/products?search=…`). */
export function websiteLd(url: AbsoluteUrl): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: shop.name,
    url: url('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${url('/products')}?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** One step of a breadcrumb trail: its name and path (the last may have none). */
export interface Crumb {
  name: string;
  path?: string;
}

/** A BreadcrumbList from the home page down to the page. */
export function breadcrumbLd(crumbs: readonly Crumb[], url: AbsoluteUrl): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: url(crumb.path) } : {}),
    })),
  };
}

/** What a Product needs of a product. */
export interface ProductLdInput {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  /** The regular price in the shop's currency. */
  price: number;
  /** What a shopper pays now. */
  currentPrice: number;
  inStock: boolean;
  averageRating: number;
  reviewCount: number;
  /** The category's display name. */
  category: string;
  reviews?: ReadonlyArray<{ authorName: string; rating: number; text: string; createdAt: string }>;
  /** The INCI list, most first; empty or absent when not known. */
  ingredients?: readonly string[];
  /** The skin types it suits, as shoppers read them ("Oily"). */
  skinTypes?: readonly string[];
  /** What it is free from, as shoppers read it ("Fragrance"). */
  freeFrom?: readonly string[];
}

/** The names of a Product's additional properties, in the page's language. */
export interface ProductLdNames {
  /** "Suitable for skin type". */
  skinType: string;
  /** "Free from". */
  freeFrom: string;
  /** "Ingredients (INCI)". */
  ingredients: string;
}

/** The English names, as the shop has always written them. */
const englishNames: ProductLdNames = {
  skinType: 'Suitable for skin type',
  freeFrom: 'Free from',
  ingredients: 'Ingredients (INCI)',
};

/** The additional properties' names from the page's catalogue (`shop.jsonLd.*`). */
export function productLdNames(intl: IntlShape): ProductLdNames {
  return {
    skinType: intl.formatMessage({ id: 'shop.jsonLd.skinType' }),
    freeFrom: intl.formatMessage({ id: 'shop.jsonLd.freeFrom' }),
    ingredients: intl.formatMessage({ id: 'shop.jsonLd.ingredients' }),
  };
}

/** A schema.org PropertyValue: one characteristic schema.org has no property of its own for. */
function propertyValue(name: string, value: string): object {
  return { '@type': 'PropertyValue', name, value };
}

/**
 * What the product page says of ingredients and skin as `additionalProperty` entries: schema.org
 * has no Product property for them (`activeIngredient` belongs to drugs and supplements, and an
 * INCI list is every ingredient, not the active ones). One entry a skin type and a free-from
 * tag, repeating the name, so each value stands alone; the INCI list as one text in its order.
 */
function characteristics(product: ProductLdInput, names: ProductLdNames): object[] {
  return [
    ...(product.skinTypes ?? []).map((type) => propertyValue(names.skinType, type)),
    ...(product.freeFrom ?? []).map((tag) => propertyValue(names.freeFrom, tag)),
    ...(product.ingredients?.length
      ? [propertyValue(names.ingredients, product.ingredients.join(', '))]
      : []),
  ];
}

/**
 * A Product with its offer (price, ISO currency, availability), when reviewed its rating, and
 * its skin types, free-from tags and ingredients as additional properties.
 */
export function productLd(
  product: ProductLdInput,
  url: AbsoluteUrl,
  names: ProductLdNames = englishNames,
): object {
  const path = `/selectedItem/${encodeURIComponent(product.id)}`;
  const additionalProperty = characteristics(product, names);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [url(product.imageUrl)],
    sku: product.id,
    category: product.category,
    brand: { '@type': 'Brand', name: shop.name },
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
    offers: {
      '@type': 'Offer',
      url: url(path),
      price: product.currentPrice.toFixed(2),
      priceCurrency: shop.currencyCode,
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.reviews?.length
      ? {
          review: product.reviews.slice(0, 5).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
