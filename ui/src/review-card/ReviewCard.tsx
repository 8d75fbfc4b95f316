import { Fragment, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiIntl, useUiMessages } from '../i18n/useUiMessages';
import { englishMessage } from '../i18n/englishMessage';
import { useDefaultDateFormat } from '../i18n/useDefaultDateFormat';
import { cx } from '../internal/cx';
import { Rating } from '../rating/Rating';
import { skinTypeMessageIds, type SkinType } from '../skin-type-chips/skinTypes';
import { VerifiedMark } from '../verified-mark/VerifiedMark';
import styles from './ReviewCard.module.css';

const defaultDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Props of {@link ReviewCard}. */
export type ReviewCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  /** The reviewer's name, the card's heading. */
  author: string;
  /** Stars given, 1 to 5. */
  rating: number;
  /** When the review was written: a Date or an ISO 8601 string (it also fills `<time dateTime>`). */
  postedAt: Date | string;
  /**
   * Writes `postedAt` for people. @default en-GB medium date, e.g. "21 Nov 2026"; under a
   * provider of another language, its intl's medium date (its time zone, Latin digits)
   */
  formatDate?: (date: Date) => string;
  /** The review's text; its line breaks are kept. */
  children: ReactNode;
  /** The author's own controls at the foot: Edit review, Delete review. */
  actions?: ReactNode;
  /**
   * The edit form, shown in place of the stars, date and text while the author edits the
   * review (the name stays as the heading).
   */
  editor?: ReactNode;
  /** Level of the author's heading, to fit the page outline. @default 3 */
  headingLevel?: 3 | 4;
  /**
   * Whether the shop found a delivered order of the author's holding the product: shows
   * "Verified buyer" under the name. The shop decides it, never the reviewer. @default false
   */
  verifiedBuyer?: boolean;
  /** The reviewer's skin type, when they gave it: "Oily skin" under the name. */
  skinType?: SkinType | null;
};

/**
 * One customer review of a product: who wrote it (whether they bought it, their skin type), the
 * stars, when, and what they said.
 */
export function ReviewCard({
  author,
  rating,
  postedAt,
  formatDate: formatDateProp,
  children,
  actions,
  editor,
  headingLevel = 3,
  verifiedBuyer = false,
  skinType,
  className,
  ...props
}: ReviewCardProps) {
  const t = useUiMessages();
  const intl = useUiIntl();
  const defaultFormatDate = useDefaultDateFormat(defaultDateFormat, { dateStyle: 'medium' });
  const formatDate = formatDateProp ?? defaultFormatDate;
  const Heading = `h${headingLevel}` as const;
  const date = typeof postedAt === 'string' ? new Date(postedAt) : postedAt;
  const valid = !Number.isNaN(date.getTime());
  return (
    <article
      className={cx(styles.root, className)}
      aria-label={t('ui.reviewCard.label', { author })}
      {...props}
    >
      <div className={styles.header}>
        <Heading className={styles.author}>{author}</Heading>
        {!editor && valid && (
          // dir="auto": an English date in an Urdu page keeps its order ("18 Nov 2026").
          <time className={styles.date} dateTime={date.toISOString()} dir="auto">
            {formatDate(date)}
          </time>
        )}
      </div>
      {editor ?? (
        <>
          {(verifiedBuyer || skinType) && (
            <p className={styles.about}>
              {verifiedBuyer && <VerifiedMark />}
              {skinType && (
                <span>
                  {/* The skin type as its own text node, as "Oily skin" was always drawn. */}
                  {intl.formatMessage(englishMessage('ui.reviewCard.skinType'), {
                    skinType: <Fragment key="type">{t(skinTypeMessageIds[skinType])}</Fragment>,
                  })}
                </span>
              )}
            </p>
          )}
          <Rating value={rating} />
          {/* dir="auto": a review reads in its own writing's direction, whatever the page's. */}
          <p className={styles.text} dir="auto">
            {children}
          </p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </article>
  );
}
