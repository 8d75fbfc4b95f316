/**
 * A product's timeline entry as a sentence in the screen's language ("Stock 12 → 20 (received)",
 * "اسٹاک 12 سے 20 ہوا (مال موصول ہوا)"), said here from the entry's facts (kind, stock before and
 * after, reason, fields, order) rather than shown as the gateway's English `summary`, as
 * layout/timelineSentence.ts does for orders and messages. The English entries read as the api's
 * sentences do.
 */
import type { IntlShape } from 'react-intl';
import { graphql } from '../__generated__/gql.ts';
import type { ProductEventFieldsFragment, StockReason } from '../__generated__/graphql.ts';
import type { AdminMessageId } from '../i18n/catalogues.ts';

/** The fields a product's timeline entry is said from. */
export const ProductEventFields = graphql(`
  fragment ProductEventFields on ProductEvent {
    id
    kind
    reason
    stockBefore
    stockAfter
    note
    fields
    orderId
    at
    by {
      id
      name
    }
  }
`);

/** Why stock changed, as the timeline says it (in English the api's own word: "received"). */
const reasonIds: Record<StockReason, AdminMessageId> = {
  RECEIVED: 'admin.productTimeline.reason.received',
  DAMAGED: 'admin.productTimeline.reason.damaged',
  COUNTED: 'admin.productTimeline.reason.counted',
  IMPORT: 'admin.productTimeline.reason.import',
  RETURNED: 'admin.productTimeline.reason.returned',
};

/** The sentence for `event` in `intl`'s language. */
export function productEventSentence(event: ProductEventFieldsFragment, intl: IntlShape): string {
  const say = (id: AdminMessageId, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values);
  // Stock counts as the api writes them, ungrouped ("1200").
  const count = (value: number | null | undefined) =>
    intl.formatNumber(value ?? 0, { useGrouping: false });
  // An id or a field's name is code: kept left to right inside an Urdu sentence.
  const code = (text: string) => (intl.locale === 'ur' ? `\u2066${text}\u2069` : text);
  switch (event.kind) {
    case 'CREATED':
      return say('admin.productTimeline.created', { stock: count(event.stockAfter) });
    case 'EDITED':
      return say('admin.productTimeline.edited', {
        fields: (event.fields ?? []).map(code).join(', '),
      });
    case 'PUBLISHED':
      return say('admin.productTimeline.published');
    case 'UNPUBLISHED':
      return say('admin.productTimeline.unpublished');
    case 'STOCK': {
      const before = count(event.stockBefore);
      const after = count(event.stockAfter);
      if (event.reason === 'RETURNED') {
        return say('admin.productTimeline.returned', {
          before,
          after,
          order: event.orderId ? code(event.orderId) : say('admin.productTimeline.orderDeleted'),
          note: event.note ?? '',
        });
      }
      return say('admin.productTimeline.stock', {
        before,
        after,
        reason: event.reason ? say(reasonIds[event.reason]) : '',
      });
    }
  }
}
