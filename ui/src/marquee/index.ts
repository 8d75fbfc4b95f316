export { Marquee, TestimonialCard, type MarqueeProps, type Testimonial } from './Marquee';
