import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import {
  Button,
  Columns,
  Hero,
  Marquee,
  PageSection,
  Prose,
  TestimonialCard,
  type Testimonial,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { Preload } from '../render/preload.ts';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { testimonials } from './testimonials.ts';

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

/** The best recent reviews as testimonials; the static ones while there are none yet. */
function useCustomerReviews(): readonly Testimonial[] {
  const { data } = useQuery(AboutReviewsQuery);
  const reviews = (data?.latestProducts ?? [])
    .flatMap((product) =>
      product.reviews.map((review) => ({
        text: review.text,
        name: `${review.authorName} on ${product.name}`,
        url: `/selectedItem/${product.id}`,
        rating: review.rating,
      })),
    )
    .filter((review) => review.rating >= 4)
    .slice(0, QUOTED_REVIEWS);
  return reviews.length > 0 ? reviews : testimonials.slice(0, QUOTED_REVIEWS);
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
  const reviews = useCustomerReviews();
  return (
    <>
      <PageTitle page={'About Us'} />
      <Hero title={`About ${shop.name}`} titleId="about-title" description={shop.tagline} />

      <Columns>
        <StoryColumn id="about-story" title="Our Story">
          {shop.name} began at a kitchen table in {shop.address.city}, with two friends tired of
          guessing which products were genuine and which would suit their skin. We started by
          sourcing a handful of trusted brands and testing every product ourselves before it reached
          a shelf. Today we ship skin care, hair care, body care and cosmetics across the country,
          and we still try every product we sell.
        </StoryColumn>
        <StoryColumn id="about-vision" title="Our Vision">
          A beauty routine should feel like a small daily kindness, not a puzzle. We want everyone
          to find products that work for their skin, their hair and their budget, with honest
          descriptions and prices that do not need a sale to make sense.
        </StoryColumn>
        <StoryColumn id="about-mission" title="Our Mission">
          To offer genuine, carefully chosen products, describe them plainly, deliver them quickly
          and stand behind every order. When something is not right, we make it right.
        </StoryColumn>
      </Columns>

      <Hero
        headingLevel={2}
        title="About Us"
        titleId="about-teaser"
        description="A small team that reads every message, packs every order with care and answers to you, not to an algorithm."
        actions={
          <Button asChild variant="secondary">
            <Link to="/about">Read More</Link>
          </Button>
        }
      />

      <PageSection
        title="Customer reviews"
        titleId="about-reviews"
        action={
          <Button asChild variant="ghost" size="sm">
            <Link to="/products">Shop the favourites</Link>
          </Button>
        }
      >
        <Columns asChild>
          <ul aria-label="Customer reviews">
            {reviews.map((review) => (
              <li key={`${review.name}-${review.text.slice(0, 20)}`}>
                <TestimonialCard testimonial={review} />
              </li>
            ))}
          </ul>
        </Columns>
      </PageSection>

      <PageSection title="What our customers say" titleId="about-testimonials">
        <Marquee testimonials={testimonials} label="Customer testimonials" />
      </PageSection>
    </>
  );
}
