import type {
  OrderNoteResolvers,
  TimelineEventResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { orderStatusOf, timelineKind } from '../enums.ts';
import type { ApiOrderStatus, TimelineRecord } from '../types.ts';

/** A status as the shop writes it in a sentence (`Pending`, `Dispatched`...). */
const statusWord = (status: ApiOrderStatus | undefined) => status ?? 'unknown';

/** The sentence a timeline row shows for an entry. */
function summaryOf(entry: TimelineRecord): string {
  const who = entry.by ? entry.by.name : null;
  const by = who ? ` by ${who}` : '';
  switch (entry.kind) {
    case 'placed':
      return 'Order placed by the shopper.';
    case 'status':
      // A cancellation after dispatch, or a return, says what came back and why.
      return `Status changed from ${statusWord(entry.from)} to ${statusWord(entry.to)}${by}.${entry.text ? ` ${entry.text}` : ''}`;
    case 'payment':
      return `Payment recorded${by}: ${entry.text ?? ''}.`;
    case 'note':
      return `Internal note added${by}.`;
    case 'mail':
      return entry.text ? `Mail sent to the shopper: ${entry.text}` : 'Mail sent to the shopper.';
    case 'received':
      return 'Message received.';
    case 'assigned':
      // The api's sentence names the assignee as they were called then ("Assigned to Sana
      // Support", or "Unassigned"); its `text` carries only a reply's words.
      return `${entry.summary}${by}.`;
    case 'reply':
      return `Reply mailed to the sender${by}.`;
    case 'handled':
      return `Marked handled${by}.`;
    case 'reopened':
      return `Marked new again${by}.`;
  }
}

/** One timeline entry of an order or a message. */
export const TimelineEvent: TimelineEventResolvers = {
  kind: (entry) => timelineKind[entry.kind],
  summary: summaryOf,
  text: (entry) => entry.text ?? null,
  from: (entry) => ('from' in entry && entry.from ? orderStatusOf(entry.from) : null),
  to: (entry) => ('to' in entry && entry.to ? orderStatusOf(entry.to) : null),
  assigneeName: (entry) => ('assigneeName' in entry ? (entry.assigneeName ?? null) : null),
  goodsBack: (entry) => ('goodsBack' in entry ? (entry.goodsBack ?? null) : null),
  payment: (entry) => ('payment' in entry ? (entry.payment ?? null) : null),
};

/** An internal note: the api's `at` and `by` under the schema's names. */
export const OrderNote: OrderNoteResolvers = {
  author: (note) => note.by,
  createdAt: (note) => note.at,
};
