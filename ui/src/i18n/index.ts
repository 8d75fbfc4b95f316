export { BloomProvider, DirectionProvider, type BloomProviderProps } from './BloomProvider';
export {
  localeDirection,
  uiMessages,
  uiMessagesFor,
  type Locale,
  type UiMessageId,
  type UiMessages,
} from './messages';
