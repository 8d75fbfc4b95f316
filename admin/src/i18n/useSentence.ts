/** Schema and field messages written as catalogue ids, said in the screen's language. */
import { useCallback } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';

/**
 * Says `message` in the screen's language when it is one of the catalogue's ids (a zod schema's
 * messages are ids, since the schema is made once for every language); any other sentence (the
 * gateway's) as it came. `values` fill the message's arguments the schema cannot know in words
 * (`{ordered}`, `{total}`), given where the error is shown.
 */
export function useSentence(): (
  message: string | undefined,
  values?: Record<string, PrimitiveType>,
) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message, values) =>
      message && message.startsWith('admin.') && intl.messages[message]
        ? intl.formatMessage({ id: message }, values)
        : message,
    [intl],
  );
}
