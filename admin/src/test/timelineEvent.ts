/**
 * An order's or a message's timeline entry as the gateway answers it (TimelineEventFields):
 * only the facts its kind has, the others null. Shared by the pages' tests.
 */
export function timelineEvent(kind: string, at: string, facts: Record<string, unknown> = {}) {
  return {
    __typename: 'TimelineEvent',
    kind,
    text: null,
    from: null,
    to: null,
    assigneeName: null,
    goodsBack: null,
    payment: null,
    by: null,
    at,
    ...facts,
  };
}
