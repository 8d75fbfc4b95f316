import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import {
  Button,
  Cluster,
  Columns,
  FormMessage,
  Hero,
  Marquee,
  PageSection,
  ProductCardSkeleton,
  ProductGrid,
  Prose,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { ProductCardFieldsFragment } from '../__generated__/graphql';
import { testimonials } from '../about/testimonials.ts';
import { shoppingCategories } from '../layout/SiteFooter.tsx';
import { ProductCardItem } from '../products/ProductCardItem.tsx';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import type { Preload } from '../render/preload.ts';
import { organizationLd, websiteLd } from '../render/structuredData.ts';

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

/** What the shop stands for, said where shoppers decide whether to trust it. */
const promises = [
  {
    title: 'Genuine, tested products',
    text: 'Sourced from trusted makers and tried by our team before they reach the shelf.',
  },
  {
    title: 'Cash on delivery',
    text: 'Pay when your parcel arrives. Prices are checked again when you order, so no surprises.',
  },
  {
    title: 'Easy returns',
    text: 'Unopened products can come back within seven days; damaged ones we replace at our cost.',
  },
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
              .map((product) => (
                <ProductCardItem key={product.id} product={product} headingLevel={3} />
              ))
          : Array.from({ length: count }, (_, index) => <ProductCardSkeleton key={index} />)}
      </ProductGrid>
    </PageSection>
  );
}

/** Everything the home page lists, fetched before the server renders it. */
export const preload: Preload = ({ client }) => client.query({ query: HomePageQuery });

/** The home page: hero, categories, new arrivals, skincare picks, bundles, testimonials. */
export function HomePage() {
  const { data, error, loading } = useQuery(HomePageQuery);

  return (
    <>
      <PageTitle
        page={'Home'}
        description={`${shop.tagline} Gentle formulas, honest prices, cash on delivery.`}
        canonicalPath="/"
        jsonLd={(url) => [organizationLd(url), websiteLd(url)]}
      />
      <Hero
        title="Beauty that blooms with you"
        titleId="home-title"
        description={`${shop.tagline} Gentle formulas, honest prices, delivered to your door.`}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/products">Shop Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/bundle">Explore Bundles</Link>
            </Button>
          </>
        }
      />

      <PageSection title="Shop by category" titleId="home-categories">
        <Cluster asChild>
          <ul aria-label="Categories">
            {shoppingCategories.map((category) => (
              <li key={category.value}>
                <Button asChild variant="secondary" size="lg">
                  <Link to={`/products?category=${encodeURIComponent(category.name)}`}>
                    {category.name}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </Cluster>
      </PageSection>

      <PageSection title={`Why shop with ${shop.name}`} titleId="home-promises">
        <Columns asChild>
          <ul>
            {promises.map((promise) => (
              <li key={promise.title}>
                <Prose>
                  <h3>{promise.title}</h3>
                  <p>{promise.text}</p>
                </Prose>
              </li>
            ))}
          </ul>
        </Columns>
      </PageSection>

      {error ? (
        <FormMessage variant="error">
          We could not load our products just now. Please try again in a moment.
        </FormMessage>
      ) : null}

      <ProductSection
        id="home-latest"
        title="New arrivals"
        more={<MoreLink to="/products">View all</MoreLink>}
        products={data?.latestProducts}
        loading={loading}
        count={8}
      />
      <ProductSection
        id="home-skincare"
        title="Skincare picks"
        more={<MoreLink to="/products?category=Skincare">More skincare</MoreLink>}
        products={data?.skincare.items}
        loading={loading}
        count={4}
      />
      <ProductSection
        id="home-bundles"
        title="Bundles worth gifting"
        more={<MoreLink to="/bundle">All bundles</MoreLink>}
        products={data?.bundles.items}
        loading={loading}
        count={4}
      />

      <PageSection title="Loved by our customers" titleId="home-testimonials">
        <Marquee testimonials={testimonials} label="Customer testimonials" />
      </PageSection>
    </>
  );
}
