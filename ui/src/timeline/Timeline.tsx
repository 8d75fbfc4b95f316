import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Timeline.module.css';
import { useDefaultDateFormat } from '../i18n/useDefaultDateFormat';

const defaultTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Props of {@link Timeline}. */
export type TimelineProps = Omit<ComponentPropsWithRef<'ol'>, 'children'> & {
  /** The events, as {@link TimelineItem}s, oldest first or newest first as the page reads best. */
  children?: ReactNode;
};

/**
 * What happened to a record, in order: an order's status changes, notes and mails, a message's
 * replies. An ordered list, so a screen reader says how many events there are; name it with
 * `aria-label` or `aria-labelledby` ("Order history").
 */
export function Timeline({ className, ...props }: TimelineProps) {
  return <ol className={cx(styles.root, className)} {...props} />;
}

/** Colour of a {@link TimelineItem}'s marker: what kind of event it is. */
export type TimelineTone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link TimelineItem}. */
export type TimelineItemProps = Omit<ComponentPropsWithRef<'li'>, 'children'> & {
  /** Who did it ("Ayesha Khan (owner)", "The shop"); read first. */
  who: ReactNode;
  /** When: a Date or an ISO 8601 string; written for people and kept in `<time dateTime>`. */
  when: Date | string;
  /** What happened ("marked the order Dispatched", "added a note"). */
  what: ReactNode;
  /** More about it under the line: the note's text, the mail's subject. */
  children?: ReactNode;
  /** Colour of the marker. @default 'neutral' */
  tone?: TimelineTone;
  /**
   * Writes `when` for people. @default en-IN medium date and short time in the browser's time
   * zone, e.g. "24 Nov 2026, 3:45 pm"; under a provider of another language, its intl's medium
   * date and short time (its time zone, Latin digits)
   */
  formatTime?: (date: Date) => string;
};

/** One event of a {@link Timeline}: who, when, what, and an optional body. */
export function TimelineItem({
  who,
  when,
  what,
  children,
  tone = 'neutral',
  formatTime: formatTimeProp,
  className,
  ...props
}: TimelineItemProps) {
  const defaultFormatTime = useDefaultDateFormat(defaultTimeFormat, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatTime = formatTimeProp ?? defaultFormatTime;
  const date = typeof when === 'string' ? new Date(when) : when;
  const valid = !Number.isNaN(date.getTime());
  return (
    <li className={cx(styles.item, className)} data-tone={tone} {...props}>
      <span className={styles.marker} aria-hidden="true" />
      <p className={styles.line}>
        <span className={styles.who}>{who}</span> {what}
      </p>
      {/* dir="auto": an English time in an Urdu page keeps its order. */}
      <time className={styles.when} dateTime={valid ? date.toISOString() : undefined} dir="auto">
        {valid ? formatTime(date) : String(when)}
      </time>
      {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
    </li>
  );
}
