export { BloomProvider, DirectionProvider, type BloomProviderProps } from './BloomProvider';
export {
  localeDirection,
  type AppMessages,
  uiMessages,
  uiMessagesFor,
  type Locale,
  type UiMessageId,
  type UiMessages,
} from './messages';
