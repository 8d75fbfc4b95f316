/**
 * /admin/orders/print?ids=BLM-1,BLM-2&document=packing-slip|invoice&paper=a4|receipt: one
 * document per order, each on a page of its own, for A4 or an 80 mm receipt printer. On screen
 * the sheets sit under the choice of document and paper and a Print button; on paper only the
 * sheets print, without the back office around them.
 */
import { Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSuspenseQuery } from '@apollo/client/react';
import {
  Button,
  Cluster,
  EmptyState,
  FormMessage,
  Page,
  PageLoader,
  SelectField,
  type SelectOption,
} from '@bloom/ui';
import { errorMessage } from '../../graphql/errors.ts';
import { useScreenTitle } from '../../layout/useScreenTitle.ts';
import { AdminOrderQuery } from '../orderDocuments.ts';
import { Invoice } from './Invoice.tsx';
import { PackingSlip } from './PackingSlip.tsx';
import {
  MAX_PRINTED_ORDERS,
  documentLabels,
  paperLabels,
  printHref,
  readPrintRequest,
  type PrintDocument,
  type PrintPaper,
  type PrintRequest,
} from './printAddress.ts';
import styles from './PrintOrdersPage.module.css';

const optionsOf = (labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const documentOptions = optionsOf(documentLabels);
const paperOptions = optionsOf(paperLabels);

/** "Packing slip for order BLM-1", "Invoices for 3 orders". */
function screenTitle({ ids, document }: PrintRequest): string {
  const name = documentLabels[document];
  return ids.length === 1 ? `${name} for order ${ids[0]}` : `${name}s for ${ids.length} orders`;
}

/** One order's document, read with the order page's query; a missing order is said, not printed. */
function OrderDocument({
  id,
  document,
  paper,
}: {
  id: string;
  document: PrintDocument;
  paper: PrintPaper;
}) {
  const { data, error } = useSuspenseQuery(AdminOrderQuery, {
    variables: { id },
    errorPolicy: 'all',
  });
  const order = data?.order;
  if (!order) {
    return (
      <FormMessage variant="error" className={styles.missing}>
        {error ? `Order ${id}: ${errorMessage(error)}` : `There is no order ${id}.`}
      </FormMessage>
    );
  }
  return document === 'invoice' ? (
    <Invoice order={order} paper={paper} />
  ) : (
    <PackingSlip order={order} paper={paper} />
  );
}

/** The document and paper (each change keeps the address bookmarkable) and the Print button. */
function PrintControls({ request }: { request: PrintRequest }) {
  const navigate = useNavigate();
  const change = (next: Partial<PrintRequest>) =>
    void navigate(printHref({ ...request, ...next }), { replace: true });
  return (
    <Cluster align="end" className={styles.controls}>
      <SelectField
        label="Document"
        name="document"
        options={documentOptions}
        value={request.document}
        onChange={(event) => change({ document: event.currentTarget.value as PrintDocument })}
      />
      <SelectField
        label="Paper"
        name="paper"
        options={paperOptions}
        value={request.paper}
        onChange={(event) => change({ paper: event.currentTarget.value as PrintPaper })}
      />
      <Button onClick={() => window.print()}>Print</Button>
    </Cluster>
  );
}

/** The print view of the orders the address names. */
export function PrintOrdersPage() {
  const [params] = useSearchParams();
  const request = readPrintRequest(params);
  const { ids } = request;
  const title = ids.length === 0 ? 'Nothing to print' : screenTitle(request);
  useScreenTitle(title);
  // Back to where a single order's print was asked for; a selection came from the list.
  const back =
    ids.length === 1 ? (
      <Link to={`/orders/${encodeURIComponent(ids[0]!)}`}>Back to order {ids[0]}</Link>
    ) : (
      <Link to="/orders">Back to orders</Link>
    );

  if (ids.length === 0 || ids.length > MAX_PRINTED_ORDERS) {
    return (
      <EmptyState
        headingLevel={1}
        title={title}
        description={
          ids.length === 0
            ? 'No orders were chosen. Select orders on the orders list, then print their packing slips.'
            : `At most ${MAX_PRINTED_ORDERS} orders print at once, and ${ids.length} were chosen.`
        }
        actions={back}
      />
    );
  }
  return (
    <Page
      className={styles.view}
      title={title}
      description={`${paperLabels[request.paper]} paper, each order on a page of its own.`}
      actions={back}
    >
      {/* Print waits, with the sheets, until every order is read. */}
      <Suspense fallback={<PageLoader label="Loading the orders to print" />}>
        <PrintControls request={request} />
        <div className={styles.documents}>
          {ids.map((id) => (
            <OrderDocument key={id} id={id} document={request.document} paper={request.paper} />
          ))}
        </div>
      </Suspense>
    </Page>
  );
}
