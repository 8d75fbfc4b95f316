/** The pieces both policies are written with, each one message of the catalogue. */
import { FormattedMessage } from 'react-intl';
import type { ShopMessageId } from '../i18n/catalogues.ts';

/** A section heading of a policy (h2). */
export function PolicyHeading({ id }: { id: ShopMessageId }) {
  return (
    <h2>
      <FormattedMessage id={id} />
    </h2>
  );
}

/** A paragraph of a policy, with its message's arguments if it has any. */
export function PolicyParagraph({
  id,
  values,
}: {
  id: ShopMessageId;
  values?: Record<string, string>;
}) {
  return (
    <p>
      <FormattedMessage id={id} values={values} />
    </p>
  );
}

/** A list item that opens with its label in bold ("Contact information: your name, …"). */
export function LabelledItem({ label, text }: { label: ShopMessageId; text: ShopMessageId }) {
  return (
    <li>
      <strong>
        <FormattedMessage id={label} />
      </strong>{' '}
      <FormattedMessage id={text} />
    </li>
  );
}
