/** How the back office names a contact message's state, on the inbox, a message and the log. */
import type { MessageState } from '../__generated__/graphql.ts';

/** Each state's catalogue entry. */
export const messageStateMessageIds: Record<MessageState, string> = {
  NEW: 'admin.messageState.new',
  HANDLED: 'admin.messageState.handled',
};
