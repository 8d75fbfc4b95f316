/**
 * The print view's address, `/orders/print?ids=BLM-1,BLM-2&document=packing-slip&paper=a4`
 * (under /admin): bookmarkable, and the same whether it was reached from the orders list, an
 * order page or typed by hand.
 */

/** Which document is printed for each order. */
export type PrintDocument = 'packing-slip' | 'invoice';

/** The paper it is laid out for: A4 sheets, or an 80 mm receipt printer's roll. */
export type PrintPaper = 'a4' | 'receipt';

/** What the print view prints. */
export interface PrintRequest {
  /** The orders, in the order they print. */
  ids: string[];
  /** @default 'packing-slip' */
  document: PrintDocument;
  /** @default 'a4' */
  paper: PrintPaper;
}

/** As many orders as the orders list shows on a page, the most one selection can hold. */
export const MAX_PRINTED_ORDERS = 50;

/** Each document as staff name it (its catalogue entry). */
export const documentLabels: Record<PrintDocument, string> = {
  'packing-slip': 'admin.print.packingSlip',
  invoice: 'admin.print.invoice',
};

/** Each paper as staff name it (its catalogue entry). */
export const paperLabels: Record<PrintPaper, string> = {
  a4: 'admin.print.paperA4',
  receipt: 'admin.print.paperReceipt',
};

const isDocument = (value: string | null): value is PrintDocument =>
  value !== null && Object.hasOwn(documentLabels, value);

const isPaper = (value: string | null): value is PrintPaper =>
  value !== null && Object.hasOwn(paperLabels, value);

/**
 * The router's address of the print view (without the /admin basename). The ids stay readable,
 * joined by commas (order ids are letters, digits and hyphens; anything else is encoded).
 */
export function printHref({
  ids,
  document = 'packing-slip',
  paper = 'a4',
}: Partial<PrintRequest> & Pick<PrintRequest, 'ids'>): string {
  return `/orders/print?ids=${ids.map(encodeURIComponent).join(',')}&document=${document}&paper=${paper}`;
}

/** The print view's request, read from its query string; unknown values fall back to defaults. */
export function readPrintRequest(params: URLSearchParams): PrintRequest {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const document = params.get('document');
  const paper = params.get('paper');
  return {
    // An order asked for twice prints once.
    ids: [...new Set(ids)],
    document: isDocument(document) ? document : 'packing-slip',
    paper: isPaper(paper) ? paper : 'a4',
  };
}
