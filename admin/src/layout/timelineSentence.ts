/**
 * An order's or a message's timeline entry as a sentence in the screen's language ("Status
 * changed from Pending to Dispatched by Bloom Staff.", "Bloom Staff نے صورتحال بدلی: پہلے زیرِ
 * التوا، اب روانہ کر دیا گیا۔"), said here from the entry's facts rather than shown as the
 * gateway's English `summary`. Each kind is one catalogue entry (`admin.timeline.*`) with the names,
 * statuses, units and amounts as values, so each language orders the sentence its own way; the
 * English entries read as the gateway's sentences do.
 */
import type { IntlShape } from 'react-intl';
import shopConfig from '../../../shop.config.json';
import { graphql } from '../__generated__/gql.ts';
import type { TimelineEventFieldsFragment } from '../__generated__/graphql.ts';
import { statusMessageIds } from '../format.ts';

/** The fields a timeline entry's sentence is made from. */
export const TimelineEventFields = graphql(`
  fragment TimelineEventFields on TimelineEvent {
    kind
    text
    from
    to
    assigneeName
    goodsBack {
      lines {
        name
        quantity
      }
      reason
    }
    payment {
      collected
      collectedNote
      refunded
      refundedNote
    }
    by {
      id
      name
    }
    at
  }
`);

/**
 * An amount as the timeline has always written it in English ("Rs. 1299.00", ungrouped); in
 * Urdu as every Urdu screen writes money, isolated left to right.
 */
function recordedMoney(amount: number, intl: IntlShape): string {
  const written = `${shopConfig.currency} ${amount.toFixed(2)}`;
  return intl.locale === 'ur' ? `\u2066${written}\u2069` : written;
}

/** The sentence for `event` in `intl`'s language. */
export function timelineSentence(event: TimelineEventFieldsFragment, intl: IntlShape): string {
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // Who did it, for the sentences that name them: a staff member, or nobody named.
  const actor = { actor: event.by ? 'staff' : 'shop', by: event.by?.name ?? '' };
  /** `sentence` followed by the api's own words: as they are in English, in brackets in Urdu. */
  const withApiWords = (sentence: string, words: string | null | undefined) =>
    words ? say('admin.timeline.apiWords', { sentence, words }) : sentence;
  const withNote = (amount: number, note: string | null | undefined) =>
    note
      ? say('admin.timeline.amountWithNote', { amount: recordedMoney(amount, intl), note })
      : recordedMoney(amount, intl);

  switch (event.kind) {
    case 'PLACED':
      return say('admin.timeline.placed');
    case 'STATUS_CHANGED': {
      const status = (value: typeof event.from) =>
        value ? say(statusMessageIds[value]) : say('admin.timeline.unknownStatus');
      const changed = say('admin.timeline.statusChanged', {
        ...actor,
        from: status(event.from),
        to: status(event.to),
      });
      const back = event.goodsBack;
      if (!back) return withApiWords(changed, event.text);
      const units = intl.formatList(
        back.lines.map((line) =>
          say('admin.timeline.units', {
            quantity: intl.formatNumber(line.quantity),
            name: line.name,
          }),
        ),
        { type: 'unit', style: 'short' },
      );
      const cameBack = back.lines.length
        ? say('admin.timeline.backInStock', { units, reason: back.reason })
        : say('admin.timeline.nothingBack', { reason: back.reason });
      return `${changed} ${cameBack}`;
    }
    case 'PAYMENT_RECORDED': {
      const payment = event.payment;
      if (!payment) {
        return say('admin.timeline.paymentAsWritten', { ...actor, words: event.text ?? '' });
      }
      const amounts = say('admin.timeline.paymentAmounts', {
        collected: withNote(payment.collected, payment.collectedNote),
        refunded: withNote(payment.refunded, payment.refundedNote),
      });
      return say('admin.timeline.paymentRecorded', { ...actor, amounts });
    }
    case 'NOTE_ADDED':
      return say('admin.timeline.noteAdded', actor);
    case 'MAIL_SENT':
      // The subject is the mail's own words, in the language the shopper was mailed in.
      return event.text
        ? say('admin.timeline.mailSentSubject', { subject: event.text })
        : say('admin.timeline.mailSent');
    case 'RECEIVED':
      return say('admin.timeline.received');
    case 'ASSIGNED':
      return event.assigneeName
        ? say('admin.timeline.assigned', { ...actor, assignee: event.assigneeName })
        : say('admin.timeline.unassigned', actor);
    case 'REPLIED':
      return say('admin.timeline.replied', actor);
    case 'HANDLED':
      return say('admin.timeline.handled', actor);
    case 'REOPENED':
      return say('admin.timeline.reopened', actor);
  }
}
