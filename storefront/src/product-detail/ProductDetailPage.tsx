import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, FormMessage, Page, PageLoader, ProductDetail } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { categoryLabel, categoryName } from '../catalog/categories.ts';
import { cartItemOf } from '../products/ProductCardItem.tsx';
import { errorCode } from '../graphql/errors.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { HttpStatus } from '../render/ServerRender.tsx';
import type { Preload } from '../render/preload.ts';
import { preloadImageOf, PRODUCT_PHOTO_SIZES } from '../render/preloadImage.ts';
import { breadcrumbLd, productLd, productLdNames } from '../render/structuredData.ts';
import { Ingredients, SkinAndFreeFrom, skinAndFreeFromNames } from './ProductIngredients.tsx';
import { RelatedProducts, RelatedProductsQuery } from './RelatedProducts.tsx';
import WishlistHeart from '../wishlist/WishlistHeart.island.tsx';
import AddToCart from './AddToCart.island.tsx';
import Description from './Description.island.tsx';
import { Reviews } from './Reviews.tsx';

/**
 * One product with what its page shows: details, ingredients and the skin it suits, bundle
 * contents, and reviews with their averages by skin type.
 */
export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!, $locale: Locale = EN) {
    product(id: $id) {
      ...ProductCardFields
      description(locale: $locale)
      subCategory
      ...ProductIngredientsFields
      ratingsBySkinType {
        skinType
        averageRating
        count
      }
      bundleContents {
        name(locale: $locale)
        quantity
        product {
          id
        }
      }
      reviews {
        ...ReviewFields
      }
    }
  }
`);

/**
 * The product, fetched before the server renders its page. An id the gateway does not know (or
 * cannot read) is remembered as no product, so the server's page is the 404 the browser
 * hydrates, not a loader.
 */
export const preload: Preload = async ({ client, params }) => {
  const variables = { id: params['id'] ?? '' };
  try {
    const { data } = await client.query({ query: ProductDetailQuery, variables });
    // The related products too: a page hydrated in islands shows only what the server rendered.
    const category = data?.product?.category;
    if (category) {
      await client
        .query({ query: RelatedProductsQuery, variables: { category } })
        .catch(() => undefined);
    }
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'NOT_FOUND' && code !== 'BAD_USER_INPUT') throw error;
    client.writeQuery({ query: ProductDetailQuery, variables, data: { product: null } });
  }
};

/** A description cut to what a search result shows. */
function summary(text: string, length = 155): string {
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(' ', length))}…`;
}

/** /selectedItem/:id: a product's page (SPEC.md §2), its reviews and related products. */
export function ProductDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(ProductDetailQuery, { variables: { id } });
  const product = data?.product;

  if (loading && !data) {
    return <PageLoader page label={intl.formatMessage({ id: 'shop.product.loading' })} />;
  }
  // An id the shop cannot even read is as missing as one it does not know.
  const missing = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';
  if (error && !data && !missing) {
    const page = intl.formatMessage({ id: 'shop.product.page' });
    return (
      <Page title={page}>
        <PageTitle page={page} />
        <FormMessage variant="error">
          <FormattedMessage id="shop.product.failed" />
        </FormMessage>
      </Page>
    );
  }
  if (!product) {
    const notFound = intl.formatMessage({ id: 'shop.product.notFound.title' });
    return (
      <>
        <HttpStatus code={404} />
        <PageTitle page={notFound} noindex />
        <EmptyState
          title={notFound}
          headingLevel={1}
          description={intl.formatMessage({ id: 'shop.product.notFound.text' })}
          actions={
            <Button asChild>
              <Link to="/products">
                <FormattedMessage id="shop.cart.backToShop" />
              </Link>
            </Button>
          }
        />
      </>
    );
  }

  const category = categoryLabel(intl, product.category);
  return (
    <>
      <PageTitle
        page={product.name}
        description={summary(product.description)}
        image={product.imageUrl}
        preloadImage={preloadImageOf(product, PRODUCT_PHOTO_SIZES)}
        type="product"
        canonicalPath={`/selectedItem/${encodeURIComponent(product.id)}`}
        jsonLd={(url) => [
          productLd(
            {
              ...product,
              category,
              ...skinAndFreeFromNames(intl, product),
            },
            url,
            productLdNames(intl),
          ),
          breadcrumbLd(
            [
              { name: intl.formatMessage({ id: 'shop.menu.home' }), path: '/' },
              {
                name: category,
                path:
                  product.category === 'BUNDLE'
                    ? '/bundle'
                    : `/products?category=${encodeURIComponent(categoryName(product.category))}`,
              },
              { name: product.name },
            ],
            url,
          ),
        ]}
      />
      <ProductDetail
        name={product.name}
        imageUrl={product.imageUrl}
        imageAlt={product.imageAlt}
        imageSrcSet={product.image.srcSet ?? undefined}
        imageAvifSrcSet={product.image.avifSrcSet ?? undefined}
        imageSizes={PRODUCT_PHOTO_SIZES}
        category={
          <Link to={`/products?category=${encodeURIComponent(categoryName(product.category))}`}>
            {category}
          </Link>
        }
        subCategory={product.subCategory}
        price={product.price}
        currentPrice={product.currentPrice}
        rating={product.averageRating}
        reviewCount={product.reviewCount}
        inStock={product.inStock}
        actions={<AddToCart item={cartItemOf(product)} />}
        wishlist={<WishlistHeart product={{ id: product.id, name: product.name }} size="lg" />}
      >
        <SkinAndFreeFrom product={product} />
        <Description text={product.description} />
        <Ingredients product={product} />
        {product.bundleContents?.length ? (
          <section aria-labelledby="bundle-contents-title">
            <h2 id="bundle-contents-title">
              <FormattedMessage id="shop.product.bundleContents" />
            </h2>
            <ul>
              {product.bundleContents.map((item) => (
                <li key={item.name}>
                  {item.product ? (
                    <Link to={`/selectedItem/${item.product.id}`}>{item.name}</Link>
                  ) : (
                    item.name
                  )}
                  {item.quantity > 1 ? (
                    <FormattedMessage
                      id="shop.product.bundleQuantity"
                      values={{ quantity: item.quantity }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </ProductDetail>
      <Reviews
        productId={product.id}
        reviews={product.reviews}
        ratingsBySkinType={product.ratingsBySkinType}
        onChanged={() => refetch()}
      />
      <RelatedProducts key={product.id} productId={product.id} category={product.category} />
    </>
  );
}
