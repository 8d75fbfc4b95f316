import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Cluster,
  Columns,
  FormMessage,
  Hero,
  PageSection,
  ProductCardSkeleton,
  ProductGrid,
  Prose,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { ProductCardFieldsFragment } from '../__generated__/graphql';
import { useTestimonials } from '../about/testimonials.ts';
import Testimonials from '../about/Testimonials.island.tsx';
import { categoryMessageId } from '../catalog/categories.ts';
import { shoppingCategories } from '../layout/SiteFooter.tsx';
import ProductCard from '../products/ProductCard.island.tsx';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { Preload } from '../render/preload.ts';
import { organizationLd, websiteLd } from '../render/structuredData.ts';
import { shopTagline } from '../i18n/tagline.ts';

/** Everything the home page lists, in one request. */
export const HomePageQuery = graphql(`
  query HomePage($locale: Locale = EN) {
    latestProducts {
      ...ProductCardFields
    }
    skincare: products(category: SKINCARE, page: 1, locale: $locale) {
      items {
        ...ProductCardFields
      }
    }
    bundles(page: 1) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

/** What the shop stands for, said where shoppers decide whether to trust it: message ids. */
const promises = [
  { title: 'shop.home.promise.genuine.title', text: 'shop.home.promise.genuine.text' },
  { title: 'shop.home.promise.cod.title', text: 'shop.home.promise.cod.text' },
  { title: 'shop.home.promise.returns.title', text: 'shop.home.promise.returns.text' },
] as const;

/** The "see more" link of a section heading. */
function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** A short line of a home-page section: title, a way to see more, then the products. */
function ProductSection({
  id,
  title,
  more,
  products,
  loading,
  count,
}: {
  id: string;
  title: string;
  more: ReactNode;
  products: readonly ProductCardFieldsFragment[] | undefined;
  loading: boolean;
  count: number;
}) {
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <PageSection title={title} titleId={id} action={more}>
      <ProductGrid aria-label={title} aria-busy={loading && !products} columns={4}>
        {products
          ? products
              .slice(0, count)
              .map((product) => <ProductCard key={product.id} product={product} headingLevel={3} />)
          : Array.from({ length: count }, (_, index) => <ProductCardSkeleton key={index} />)}
      </ProductGrid>
    </PageSection>
  );
}

/** Everything the home page lists, fetched before the server renders it. */
export const preload: Preload = ({ client }) => client.query({ query: HomePageQuery });

/** The home page: hero, categories, new arrivals, skincare picks, bundles, testimonials. */
export function HomePage() {
  const intl = useIntl();
  const quotes = useTestimonials();
  const { data, error, loading } = useQuery(HomePageQuery);

  return (
    <>
      <PageTitle
        page={intl.formatMessage({ id: 'shop.menu.home' })}
        description={intl.formatMessage({ id: 'shop.home.meta' }, { tagline: shopTagline(intl) })}
        canonicalPath="/"
        jsonLd={(url) => [organizationLd(url), websiteLd(url)]}
      />
      <Hero
        title={intl.formatMessage({ id: 'shop.home.hero.title' })}
        titleId="home-title"
        description={intl.formatMessage(
          { id: 'shop.home.hero.text' },
          { tagline: shopTagline(intl) },
        )}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/products">
                <FormattedMessage id="shop.cart.shopNow" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/bundle">
                <FormattedMessage id="shop.home.hero.bundles" />
              </Link>
            </Button>
          </>
        }
      />

      <PageSection
        title={intl.formatMessage({ id: 'shop.home.categories' })}
        titleId="home-categories"
      >
        <Cluster asChild>
          <ul aria-label={intl.formatMessage({ id: 'shop.footer.categories' })}>
            {shoppingCategories.map((category) => (
              <li key={category.value}>
                <Button asChild variant="secondary" size="lg">
                  <Link to={`/products?category=${encodeURIComponent(category.name)}`}>
                    <FormattedMessage id={categoryMessageId[category.value]} />
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </Cluster>
      </PageSection>

      <PageSection
        title={intl.formatMessage({ id: 'shop.home.promises' }, { shopName: shop.name })}
        titleId="home-promises"
      >
        <Columns asChild>
          <ul>
            {promises.map((promise) => (
              <li key={promise.title}>
                <Prose>
                  <h3>
                    <FormattedMessage id={promise.title} />
                  </h3>
                  <p>
                    <FormattedMessage id={promise.text} />
                  </p>
                </Prose>
              </li>
            ))}
          </ul>
        </Columns>
      </PageSection>

      {error ? (
        <FormMessage variant="error">
          <FormattedMessage id="shop.home.failed" />
        </FormMessage>
      ) : null}

      <ProductSection
        id="home-latest"
        title={intl.formatMessage({ id: 'shop.home.latest' })}
        more={
          <MoreLink to="/products">
            <FormattedMessage id="shop.home.latest.more" />
          </MoreLink>
        }
        products={data?.latestProducts}
        loading={loading}
        count={8}
      />
      <ProductSection
        id="home-skincare"
        title={intl.formatMessage({ id: 'shop.home.skincare' })}
        more={
          <MoreLink to="/products?category=Skincare">
            <FormattedMessage id="shop.home.skincare.more" />
          </MoreLink>
        }
        products={data?.skincare.items}
        loading={loading}
        count={4}
      />
      <ProductSection
        id="home-bundles"
        title={intl.formatMessage({ id: 'shop.home.bundles' })}
        more={
          <MoreLink to="/bundle">
            <FormattedMessage id="shop.home.bundles.more" />
          </MoreLink>
        }
        products={data?.bundles.items}
        loading={loading}
        count={4}
      />

      <PageSection
        title={intl.formatMessage({ id: 'shop.home.testimonials' })}
        titleId="home-testimonials"
      >
        <Testimonials
          testimonials={quotes}
          label={intl.formatMessage({ id: 'shop.testimonials.label' })}
        />
      </PageSection>
    </>
  );
}
