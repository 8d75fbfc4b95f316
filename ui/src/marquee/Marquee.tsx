import { useEffect, useRef, useState, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { cx } from '../internal/cx';
import { Rating } from '../rating/Rating';
import styles from './Marquee.module.css';
import { useUiMessages } from '../i18n/useUiMessages';

/** One testimonial of the marquee. */
export interface Testimonial {
  /** What the customer said. */
  text: string;
  /** Their name. */
  name: string;
  /** Where the review was published. */
  url?: string;
  /** Stars given, 1 to 5. */
  rating: number;
}

/** Props of {@link Marquee}. */
export type MarqueeProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The testimonials, shown in order and repeated endlessly. */
  testimonials: readonly Testimonial[];
  /** Speed in pixels per second. @default 50 (SPEC.md §9) */
  speed?: number;
  /** Accessible name of the region. @default 'What our customers say' */
  label?: string;
  /** Holds the marquee still (it also stops on hover, on focus and under reduced motion). */
  paused?: boolean;
};

/**
 * A customer's words, name and rating on a card. The Marquee shows them in a row; use it on its own
 * for a single quote.
 */
export function TestimonialCard({
  testimonial,
}: {
  /** The customer's words, name and rating. */
  testimonial: Testimonial;
}) {
  return (
    <figure className={styles.card}>
      <Rating value={testimonial.rating} />
      <blockquote className={styles.quote} cite={testimonial.url}>
        “{testimonial.text}”
      </blockquote>
      <figcaption className={styles.author}>
        {testimonial.url ? <a href={testimonial.url}>{testimonial.name}</a> : testimonial.name}
      </figcaption>
    </figure>
  );
}

/**
 * Testimonials gliding sideways at `speed` px/s. It pauses while hovered or focused and stands
 * still for people who prefer reduced motion. The copy that makes the loop seamless is hidden
 * from assistive tech and the tab order.
 */
export function Marquee({
  testimonials,
  speed = 50,
  label: labelProp,
  paused = false,
  className,
  style,
  ...props
}: MarqueeProps) {
  const t = useUiMessages();
  const label = labelProp ?? t('ui.marquee.label');
  const groupRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [duration, setDuration] = useState<number>();
  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    // One loop travels one group's width (plus a gap); time = distance / speed. The width comes
    // from the ResizeObserver, whose first report arrives after the browser's own layout and
    // before paint: measuring here with getBoundingClientRect() would force a synchronous layout
    // of the whole page while it is still rendering (~20 ms on the home page on a mid phone).
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
      if (width) setDuration(width / Math.max(speed, 1));
    });
    observer.observe(group);
    return () => observer.disconnect();
  }, [speed, testimonials]);

  const vars = duration ? ({ '--marquee-duration': `${duration}s` } as CSSProperties) : undefined;
  const group = (copy: boolean) => (
    <ul
      className={styles.group}
      ref={copy ? undefined : groupRef}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {testimonials.map((t, i) => (
        <li key={i}>
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-label={label}
      className={cx(styles.root, className)}
      data-paused={paused || hovered || focused || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      style={{ ...vars, ...style }}
      {...props}
    >
      <div className={styles.track}>
        {group(false)}
        {group(true)}
      </div>
    </section>
  );
}
