import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Columns,
  Hero,
  PageSection,
  Prose,
  TestimonialCard,
  type Testimonial,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { Preload } from '../render/preload.ts';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useTestimonials } from './testimonials.ts';
import Testimonials from './Testimonials.island.tsx';
import { localizedPath } from '../i18n/locales.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { shopTagline } from '../i18n/tagline.ts';

/**
 * Recent reviews from the shop's own catalogue, in place of the spec's third-party widget (which
 * would need the internet).
 */
export const AboutReviewsQuery = graphql(`
  query AboutReviews($locale: Locale = EN) {
    latestProducts {
      id
      name(locale: $locale)
      reviews {
        id
        authorName
        rating
        text
      }
    }
  }
`);

/** The reviews the page quotes, fetched before the server renders it. */
export const preload: Preload = ({ client }) => client.query({ query: AboutReviewsQuery });

/** How many customer reviews the page quotes. */
const QUOTED_REVIEWS = 3;

/**
 * The best recent reviews as testimonials, named in the page's language ("Asha on Rosewater
 * Toner") and linking to the product's page in it; the static `quotes` while there are none yet.
 */
function useCustomerReviews(quotes: readonly Testimonial[]): readonly Testimonial[] {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useQuery(AboutReviewsQuery);
  const reviews = (data?.latestProducts ?? [])
    .flatMap((product) =>
      product.reviews.map((review) => ({
        text: review.text,
        name: intl.formatMessage(
          { id: 'shop.about.review.author' },
          { author: review.authorName, product: product.name },
        ),
        url: localizedPath(`/selectedItem/${product.id}`, locale),
        rating: review.rating,
      })),
    )
    .filter((review) => review.rating >= 4)
    .slice(0, QUOTED_REVIEWS);
  return reviews.length > 0 ? reviews : quotes.slice(0, QUOTED_REVIEWS);
}

/** One of Our Story, Our Vision and Our Mission: a titled column of running text. */
function StoryColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Prose asChild>
      <section aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <p>{children}</p>
      </section>
    </Prose>
  );
}

/** /about: who we are, our story, vision and mission, and what customers say (SPEC.md §2). */
export function AboutPage() {
  const intl = useIntl();
  const quotes = useTestimonials();
  const reviews = useCustomerReviews(quotes);
  const aboutUs = intl.formatMessage({ id: 'shop.menu.about' });
  const customerReviews = intl.formatMessage({ id: 'shop.about.reviews' });
  return (
    <>
      <PageTitle page={aboutUs} />
      <Hero
        title={<FormattedMessage id="shop.about.hero.title" values={{ shopName: shop.name }} />}
        titleId="about-title"
        description={shopTagline(intl)}
      />

      <Columns>
        <StoryColumn id="about-story" title={intl.formatMessage({ id: 'shop.about.story.title' })}>
          <FormattedMessage
            id="shop.about.story.text"
            values={{ shopName: shop.name, city: shop.address.city }}
          />
        </StoryColumn>
        <StoryColumn
          id="about-vision"
          title={intl.formatMessage({ id: 'shop.about.vision.title' })}
        >
          <FormattedMessage id="shop.about.vision.text" />
        </StoryColumn>
        <StoryColumn
          id="about-mission"
          title={intl.formatMessage({ id: 'shop.about.mission.title' })}
        >
          <FormattedMessage id="shop.about.mission.text" />
        </StoryColumn>
      </Columns>

      <Hero
        headingLevel={2}
        title={aboutUs}
        titleId="about-teaser"
        description={<FormattedMessage id="shop.about.teaser.text" />}
        actions={
          <Button asChild variant="secondary">
            <Link to="/about">
              <FormattedMessage id="shop.about.teaser.more" />
            </Link>
          </Button>
        }
      />

      <PageSection
        title={customerReviews}
        titleId="about-reviews"
        action={
          <Button asChild variant="ghost" size="sm">
            <Link to="/products">
              <FormattedMessage id="shop.about.reviews.more" />
            </Link>
          </Button>
        }
      >
        <Columns asChild>
          <ul aria-label={customerReviews}>
            {reviews.map((review) => (
              <li key={`${review.name}-${review.text.slice(0, 20)}`}>
                <TestimonialCard testimonial={review} />
              </li>
            ))}
          </ul>
        </Columns>
      </PageSection>

      <PageSection
        title={<FormattedMessage id="shop.about.testimonials" />}
        titleId="about-testimonials"
      >
        <Testimonials
          testimonials={quotes}
          label={intl.formatMessage({ id: 'shop.testimonials.label' })}
        />
      </PageSection>
    </>
  );
}
