/**
 * /admin/orders/print?ids=BLM-1,BLM-2&document=packing-slip|invoice&paper=a4|receipt: one
 * document per order, each on a page of its own, for A4 or an 80 mm receipt printer. On screen
 * the sheets sit under the choice of document and paper and a Print button; on paper only the
 * sheets print, without the back office around them. The screen around the sheets speaks the
 * staff member's language; the sheets themselves stay in English, left to right, whatever it is
 * (`lang="en" dir="ltr"`): they go into the parcel and to the shopper and courier, documents of
 * the shop written as its order mails and the courier's labels are.
 */
import { Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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

const optionsOf = (intl: IntlShape, labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }));

/** "Packing slip for order BLM-1", "Invoices for 3 orders". */
function screenTitle(intl: IntlShape, { ids, document }: PrintRequest): string {
  return ids.length === 1
    ? intl.formatMessage({ id: 'admin.print.titleOne' }, { document, id: ids[0] })
    : intl.formatMessage({ id: 'admin.print.titleMany' }, { document, count: ids.length });
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
  const intl = useIntl();
  const order = data?.order;
  if (!order) {
    return (
      <FormMessage variant="error" className={styles.missing}>
        {error
          ? intl.formatMessage(
              { id: 'admin.print.orderError' },
              { id, error: errorMessage(error, intl) },
            )
          : intl.formatMessage({ id: 'admin.order.noSuchOrder' }, { id })}
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
  const intl = useIntl();
  const navigate = useNavigate();
  const change = (next: Partial<PrintRequest>) =>
    void navigate(printHref({ ...request, ...next }), { replace: true });
  return (
    <Cluster align="end" className={styles.controls}>
      <SelectField
        label={intl.formatMessage({ id: 'admin.print.document' })}
        name="document"
        options={optionsOf(intl, documentLabels)}
        value={request.document}
        onChange={(event) => change({ document: event.currentTarget.value as PrintDocument })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'admin.print.paper' })}
        name="paper"
        options={optionsOf(intl, paperLabels)}
        value={request.paper}
        onChange={(event) => change({ paper: event.currentTarget.value as PrintPaper })}
      />
      <Button onClick={() => window.print()}>
        <FormattedMessage id="admin.print.print" />
      </Button>
    </Cluster>
  );
}

/** The print view of the orders the address names. */
export function PrintOrdersPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const request = readPrintRequest(params);
  const { ids } = request;
  const title =
    ids.length === 0
      ? intl.formatMessage({ id: 'admin.print.nothing' })
      : screenTitle(intl, request);
  useScreenTitle(title);
  // Back to where a single order's print was asked for; a selection came from the list.
  const back =
    ids.length === 1 ? (
      <Link to={`/orders/${encodeURIComponent(ids[0]!)}`}>
        <FormattedMessage id="admin.print.backToOrder" values={{ id: ids[0] }} />
      </Link>
    ) : (
      <Link to="/orders">
        <FormattedMessage id="admin.order.backToOrders" />
      </Link>
    );

  if (ids.length === 0 || ids.length > MAX_PRINTED_ORDERS) {
    return (
      <EmptyState
        headingLevel={1}
        title={title}
        description={
          ids.length === 0
            ? intl.formatMessage({ id: 'admin.print.noneChosen' })
            : intl.formatMessage(
                { id: 'admin.print.tooMany' },
                { max: MAX_PRINTED_ORDERS, count: ids.length },
              )
        }
        actions={back}
      />
    );
  }
  return (
    <Page
      className={styles.view}
      title={title}
      description={intl.formatMessage(
        { id: 'admin.print.description' },
        { paper: intl.formatMessage({ id: paperLabels[request.paper] }) },
      )}
      actions={back}
    >
      {/* Print waits, with the sheets, until every order is read. */}
      <Suspense fallback={<PageLoader label={intl.formatMessage({ id: 'admin.print.loading' })} />}>
        <PrintControls request={request} />
        <div className={styles.documents} lang="en" dir="ltr">
          {ids.map((id) => (
            <OrderDocument key={id} id={id} document={request.document} paper={request.paper} />
          ))}
        </div>
      </Suspense>
    </Page>
  );
}
