import { formatDateTime } from '../format.ts';

/** One entry of an order's or a message's timeline, as the admin schema answers it. */
export interface TimelineEntry {
  /** What happened, as a sentence. */
  summary: string;
  /** When. */
  at: string;
  /** The staff member who did it; null for the shopper or the shop itself. */
  by?: { name: string } | null;
}

/** An order's or a message's history, oldest first, each with who and when. */
export function EventTimeline({
  label,
  events,
}: {
  /** Accessible name of the list. */
  label: string;
  /** The entries, oldest first. */
  events: readonly TimelineEntry[];
}) {
  return (
    <ol aria-label={label}>
      {events.map((event, index) => (
        <li key={index}>
          <p>{event.summary}</p>
          <p>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {' · '}
            {event.by ? event.by.name : 'Shop'}
          </p>
        </li>
      ))}
    </ol>
  );
}
