import { Marquee, type Testimonial } from '@bloom/ui';
import { island } from '../islands/island.tsx';

/** Props of the testimonials' marquee: the words already in the page's language. */
interface TestimonialsProps {
  testimonials: readonly Testimonial[];
  label: string;
}

/** The testimonials gliding by (about and home pages). */
function Testimonials({ testimonials, label }: TestimonialsProps) {
  return <Marquee testimonials={testimonials} label={label} />;
}

/**
 * The testimonials' marquee as an island, hydrated once it scrolls near: until then it glides at
 * the stylesheet's own pace, and only pausing on hover or focus waits for the code.
 */
export default island('about/Testimonials', Testimonials, { hydrate: 'visible' });
