export { BloomProvider, DirectionProvider, type BloomProviderProps } from './BloomProvider';
export {
  localeDirection,
  loadUiMessages,
  type AppMessages,
  uiMessages,
  uiMessagesFor,
  type Locale,
  type UiMessageId,
  type UiMessages,
} from './messages';
