import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button, Marquee, TestimonialCard, type Testimonial } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import { shop } from '../shop.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { testimonials } from './testimonials.ts';
import hero from '../layout/PageHero.module.css';

/**
 * Recent reviews from the shop's own catalogue, in place of the spec's third-party widget (which
 * would need the internet).
 */
export const AboutReviewsQuery = graphql(`
  query AboutReviews {
    latestProducts {
      id
      name
      reviews {
        id
        authorName
        rating
        text
      }
    }
  }
`);

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

/** /about: who we are, our story, vision and mission, and what customers say (SPEC.md §2). */
export function AboutPage() {
  const reviews = useCustomerReviews();
  return (
    <>
      <PageTitle page={'About Us'} />
      <section className={hero.hero} aria-labelledby="about-title">
        <h1 id="about-title">About {shop.name}</h1>
        <p>{shop.tagline}</p>
      </section>

      <div className={hero.columns}>
        <section aria-labelledby="about-story" className={hero.prose}>
          <h2 id="about-story">Our Story</h2>
          <p>
            {shop.name} began at a kitchen table in {shop.address.city}, with two friends tired of
            guessing which products were genuine and which would suit their skin. We started by
            sourcing a handful of trusted brands and testing every product ourselves before it
            reached a shelf. Today we ship skin care, hair care, body care and cosmetics across the
            country, and we still try every product we sell.
          </p>
        </section>
        <section aria-labelledby="about-vision" className={hero.prose}>
          <h2 id="about-vision">Our Vision</h2>
          <p>
            A beauty routine should feel like a small daily kindness, not a puzzle. We want everyone
            to find products that work for their skin, their hair and their budget, with honest
            descriptions and prices that do not need a sale to make sense.
          </p>
        </section>
        <section aria-labelledby="about-mission" className={hero.prose}>
          <h2 id="about-mission">Our Mission</h2>
          <p>
            To offer genuine, carefully chosen products, describe them plainly, deliver them quickly
            and stand behind every order. When something is not right, we make it right.
          </p>
        </section>
      </div>

      <section aria-labelledby="about-teaser" className={hero.hero}>
        <h2 id="about-teaser">About Us</h2>
        <p>
          A small team that reads every message, packs every order with care and answers to you, not
          to an algorithm.
        </p>
        <Button asChild variant="secondary">
          <Link to="/about">Read More</Link>
        </Button>
      </section>

      <section aria-labelledby="about-reviews" className={hero.section}>
        <div className={hero.sectionHead}>
          <h2 id="about-reviews">Customer reviews</h2>
          <Button asChild variant="ghost" size="sm">
            <Link to="/products">Shop the favourites</Link>
          </Button>
        </div>
        <ul className={hero.columns} aria-label="Customer reviews">
          {reviews.map((review) => (
            <li key={`${review.name}-${review.text.slice(0, 20)}`}>
              <TestimonialCard testimonial={review} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-testimonials" className={hero.section}>
        <div className={hero.sectionHead}>
          <h2 id="about-testimonials">What our customers say</h2>
        </div>
        <Marquee testimonials={testimonials} label="Customer testimonials" />
      </section>
    </>
  );
}
