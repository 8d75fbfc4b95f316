import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@bloom/ui';
import { island } from '../islands/island.tsx';

/** Descriptions longer than this start folded, with Read more. */
const DESCRIPTION_PREVIEW = 180;

/** A long description folded to its first sentences, with Read more / Read less. */
function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= DESCRIPTION_PREVIEW) return <p>{text}</p>;
  const preview = `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_PREVIEW))}…`;
  return (
    <div>
      <p id="product-description">{expanded ? text : preview}</p>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls="product-description"
        onClick={() => setExpanded((open) => !open)}
      >
        <FormattedMessage id={expanded ? 'shop.product.readLess' : 'shop.product.readMore'} />
      </Button>
    </div>
  );
}

/** A product's description, folded when long, as an island. */
export default island('product-detail/Description', Description, { hydrate: 'interaction' });
