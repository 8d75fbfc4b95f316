import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Button, Cluster } from '@bloom/ui';
import { printHref } from './printAddress.ts';

/** Props of {@link OrderPrintLinks}. */
export interface OrderPrintLinksProps {
  /** The order's id. */
  orderId: string;
}

/** An order page's way to its packing slip and its invoice, each opening the print view. */
export function OrderPrintLinks({ orderId }: OrderPrintLinksProps) {
  return (
    <Cluster gap="condensed">
      <Button asChild variant="outline" size="sm">
        <Link to={printHref({ ids: [orderId], document: 'packing-slip' })}>
          <FormattedMessage id="admin.print.packingSlip" />
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={printHref({ ids: [orderId], document: 'invoice' })}>
          <FormattedMessage id="admin.print.invoice" />
        </Link>
      </Button>
    </Cluster>
  );
}
