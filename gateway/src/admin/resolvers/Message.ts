import type {
  MessageResolvers,
  MessageSummaryResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { messageStateOf } from '../enums.ts';

/** A message as a row of the inbox. */
export const MessageSummary: MessageSummaryResolvers = {
  state: (message) => messageStateOf(message.state),
};

/** A message with its timeline; the api's `message` is the schema's `body`. */
export const Message: MessageResolvers = {
  state: (message) => messageStateOf(message.state),
  body: (message) => message.message,
};
