import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Hero.module.css';

/** Props of {@link Hero}. */
export type HeroProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** The headline: "Beauty that blooms with you", "Bundles", "Contact Us". */
  title: ReactNode;
  /** A short line above the title: a season, a collection ("New season"). */
  eyebrow?: ReactNode;
  /** The lead sentence or two under the title. */
  description?: ReactNode;
  /** Calls to action (Shop Now, Explore Bundles): Buttons, with `asChild` router links. */
  actions?: ReactNode;
  /** URL of a picture shown beside the text on wide screens and under it on phones. */
  imageUrl?: string;
  /** Alternative text of the picture; decorative when omitted. @default '' */
  imageAlt?: string;
  /** Level of the title: 1 when the hero opens the page, 2 for a banner further down. @default 1 */
  headingLevel?: 1 | 2;
  /** Id of the title, e.g. to name a form after it; generated when omitted. */
  titleId?: string;
};

/**
 * The banner that opens a page (home, bundles, about, contact) or sets off a section: title,
 * lead, calls to action and an optional picture, on the brand's blush background. A landmark
 * named by its title.
 */
export function Hero({
  title,
  eyebrow,
  description,
  actions,
  imageUrl,
  imageAlt = '',
  headingLevel = 1,
  titleId,
  className,
  ...props
}: HeroProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx(styles.root, className)}
      aria-labelledby={headingId}
      data-level={headingLevel}
      data-with-image={imageUrl ? '' : undefined}
      {...props}
    >
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading id={headingId} className={styles.title} data-level={headingLevel}>
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {imageUrl && <img className={styles.image} src={imageUrl} alt={imageAlt} />}
    </section>
  );
}
