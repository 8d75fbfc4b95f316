import type {
  MessageResolvers,
  MessageSummaryResolvers,
} from '../../__generated__/admin-resolvers-types.ts';
import { messageStateOf } from '../enums.ts';

/** The api sends an empty phone when the sender gave none; the schema says null. */
const phoneOf = (message: { phone: string }) => message.phone || null;

/** A message as a row of the inbox; the api's `subject` (its first line) is the `excerpt`. */
export const MessageSummary: MessageSummaryResolvers = {
  excerpt: (message) => message.subject,
  phone: phoneOf,
  state: (message) => messageStateOf(message.state),
};

/** A message with its timeline; the api's `message` is the schema's `body`. */
export const Message: MessageResolvers = {
  phone: phoneOf,
  state: (message) => messageStateOf(message.state),
  body: (message) => message.message,
};
