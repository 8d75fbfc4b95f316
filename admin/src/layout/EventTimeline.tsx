import { useIntl } from 'react-intl';
import { Timeline, TimelineItem } from '@bloom/ui';
import { useFormat } from '../format.ts';
import styles from './EventTimeline.module.css';

/** One entry of a timeline (an order's, a message's, a product's), as a row shows it. */
export interface TimelineEntry {
  /** What happened, as a sentence in the screen's language (`timelineSentence`). */
  what: string;
  /** When. */
  at: string;
  /** The staff member who did it; null for the shopper or the shop itself. */
  by?: { name: string } | null;
  /** Words of its own, shown under the line: a reply's text. */
  text?: string | null;
}

/** An order's, a message's or a product's history, oldest first, each with who and when. */
export function EventTimeline({
  label,
  events,
}: {
  /** Accessible name of the list. */
  label: string;
  /** The entries, oldest first. */
  events: readonly TimelineEntry[];
}) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Timeline aria-label={label}>
      {events.map((event, index) => (
        <TimelineItem
          key={index}
          who={event.by ? event.by.name : intl.formatMessage({ id: 'admin.timeline.shop' })}
          when={event.at}
          formatTime={format.dateTime}
          what={event.what}
        >
          {event.text ? <p className={styles.text}>{event.text}</p> : null}
        </TimelineItem>
      ))}
    </Timeline>
  );
}
