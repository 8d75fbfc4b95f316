import { Fragment, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  createColumnHelper,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnHelper,
  type RowSelectionState,
  type SortingState,
  type TableFeature,
  type Updater,
} from '@tanstack/react-table';
import { Checkbox } from '../checkbox/Checkbox';
import { englishMessage } from '../i18n/englishMessage';
import { useUiIntl, useUiMessages } from '../i18n/useUiMessages';
import { Pagination } from '../pagination/Pagination';
import { Spinner } from '../spinner/Spinner';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { cx } from '../internal/cx';
import styles from './DataTable.module.css';

/** What a column may say about itself through `meta`. */
export type DataTableColumnMeta = {
  /** Text alignment of the column's header and cells: `end` for figures. @default 'start' */
  align?: 'start' | 'end';
  /**
   * The column names each row (the order number): its cells are row headers, read with every
   * other cell of the row. @default false
   */
  rowHeader?: boolean;
  /**
   * Where the column goes when the table is narrow (under 36rem: a phone) and each row becomes a
   * card: `first` leads the card after the row header (what matters most: the customer, the
   * status, the total), `hidden` leaves it out of the card (still in the row's page), `auto`
   * keeps the column's order. @default 'auto'
   */
  card?: 'first' | 'auto' | 'hidden';
  /** The column's name on a card, when its header is not plain text. @default the header */
  label?: string;
};

/**
 * The features of a DataTable, for typing columns by hand. Written out (not `typeof`) so the
 * published declarations name only @tanstack/react-table, the package we depend on.
 */
export type DataTableFeatures = {
  /** Sorting state and the headers' sorting API. */
  rowSortingFeature: TableFeature;
  /** Selection state and the rows' selection API. */
  rowSelectionFeature: TableFeature;
  /** The type of a column's `meta`. */
  columnMeta: DataTableColumnMeta;
};

/**
 * The TanStack Table features every DataTable uses: sorting and row selection, both decided by
 * the server (the table never reorders or slices rows itself), and the column meta above.
 */
export const dataTableFeatures: DataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

/** One column of a {@link DataTable}: a TanStack Table column definition. */
export type DataTableColumn<Row> = ColumnDef<DataTableFeatures, Row & object, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column has its own value type

/** Sorting of a {@link DataTable}: the sorted column's id and direction (one column at most). */
export type DataTableSorting = SortingState;

/** Selected rows of a {@link DataTable}: `{ [rowId]: true }`. */
export type DataTableRowSelection = RowSelectionState;

/**
 * A column helper typed for DataTable: `const column = dataTableColumns<Order>()`, then
 * `column.columns([column.accessor('number', { header: 'Order' }), …])` keeps each column's
 * value type.
 */
export function dataTableColumns<Row extends object>(): ColumnHelper<DataTableFeatures, Row> {
  return createColumnHelper<DataTableFeatures, Row>();
}

/** Props of {@link DataTable}. */
export type DataTableProps<Row extends object> = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /**
   * The table's caption, also its accessible name ("Orders"). Keep it short; hide it with
   * `hideCaption` when a heading above already says it.
   */
  caption: ReactNode;
  /** Draws the caption for screen readers only. @default false */
  hideCaption?: boolean;
  /** The columns, in the order shown; make them with {@link dataTableColumns}. */
  columns: DataTableColumn<Row>[];
  /** The rows of the current page, already sorted and paged by the server. */
  rows: readonly Row[];
  /** A row's stable id (its database id); the keys of `rowSelection`. */
  getRowId: (row: Row) => string;
  /**
   * The current sort (controlled). Columns are sortable unless their definition says
   * `enableSorting: false`; sorting is off when `onSortingChange` is not given.
   * @default []
   */
  sorting?: DataTableSorting;
  /** Called with the new sort when a sortable header is activated. */
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** The current page, from 1 (controlled). @default 1 */
  page?: number;
  /** Number of pages; the pager hides itself when there is only one. @default 1 */
  pageCount?: number;
  /** Called with the page the user chose. */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page: the pager's pages become links (open in a new tab, kept in the
   * history); a plain click still calls `onPageChange`.
   * @default undefined (buttons)
   */
  getPageHref?: (page: number) => string;
  /**
   * The selected rows (controlled), by row id; selection may span pages. Rows are selectable
   * (a checkbox per row and one for the page) only when `onRowSelectionChange` is given.
   * @default {}
   */
  rowSelection?: DataTableRowSelection;
  /** Called with the new selection when a checkbox is toggled. */
  onRowSelectionChange?: (rowSelection: DataTableRowSelection) => void;
  /**
   * What a row is called in its checkbox's label ("Select order #1042"), so each checkbox has a
   * distinct name.
   * @default the row's id
   */
  getRowLabel?: (row: Row) => string;
  /**
   * Actions on the selected rows ("Mark as dispatched"), shown above the table while any row is
   * selected; given the selected ids.
   */
  bulkActions?: (selectedIds: string[]) => ReactNode;
  /**
   * The next page or sort is loading: the rows shown are dimmed and the table is marked busy.
   * @default false
   */
  loading?: boolean;
  /** Said instead of rows when there are none (and nothing is loading). @default 'Nothing to show.' */
  empty?: ReactNode;
  /** Accessible name of the pager. @default 'Pages' */
  paginationLabel?: string;
};

const noSorting: DataTableSorting = [];
const noSelection: DataTableRowSelection = {};

/** Applies a TanStack updater (a value or a function of the old value). */
function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A list of records for the back office (orders, customers, messages): a real `<table>` with a
 * caption, sortable headers (buttons, `aria-sort` on the sorted column), a checkbox per row for
 * bulk actions, and a pager. Everything is controlled: the server sorts and pages, the table
 * reports what the user asked for, so the state can live in the URL. Built on TanStack Table.
 */
export function DataTable<Row extends object>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowId,
  sorting = noSorting,
  onSortingChange,
  page = 1,
  pageCount = 1,
  onPageChange,
  getPageHref,
  rowSelection = noSelection,
  onRowSelectionChange,
  getRowLabel,
  bulkActions,
  loading = false,
  empty: emptyProp,
  paginationLabel: paginationLabelProp,
  className,
  ...props
}: DataTableProps<Row>) {
  const t = useUiMessages();
  const intl = useUiIntl();
  const empty = emptyProp ?? t('ui.dataTable.empty');
  const paginationLabel = paginationLabelProp ?? t('ui.dataTable.pagination');
  // The count as its own text node, as "3 selected" was always drawn.
  const selectedCount = (count: number) =>
    intl.formatMessage(englishMessage('ui.dataTable.selected'), {
      count: <Fragment key="count">{count}</Fragment>,
    });
  const selectable = onRowSelectionChange !== undefined;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    // TanStack wants a mutable array type; it never writes to it.
    data: rows as Row[],
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    // A server list always has an order; a third click goes back to ascending, not "unsorted".
    enableSortingRemoval: false,
    onSortingChange: (updater) => onSortingChange?.(resolve(updater, sorting)),
    enableRowSelection: selectable,
    onRowSelectionChange: (updater) => onRowSelectionChange?.(resolve(updater, rowSelection)),
  });
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const headerGroups = table.getHeaderGroups();
  const tableRows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length + (selectable ? 1 : 0);
  const allOnPage = tableRows.length > 0 && table.getIsAllPageRowsSelected();
  const someOnPage = table.getIsSomePageRowsSelected();

  return (
    <div className={cx(styles.root, className)} data-loading={loading || undefined} {...props}>
      {/* One live region that exists before it speaks, so the change is announced. */}
      <VisuallyHidden role="status">
        {loading
          ? t('ui.dataTable.loading')
          : selectable && t('ui.dataTable.selected', { count: selectedIds.length })}
      </VisuallyHidden>
      {selectable && selectedIds.length > 0 && (
        <div className={styles.bulk}>
          <p className={styles.count}>{selectedCount(selectedIds.length)}</p>
          {bulkActions && <div className={styles.actions}>{bulkActions(selectedIds)}</div>}
          <button type="button" className={styles.clear} onClick={() => onRowSelectionChange?.({})}>
            {t('ui.dataTable.clearSelection')}
          </button>
        </div>
      )}
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>
            {caption}
            {loading && !hideCaption && (
              <Spinner size="sm" className={styles.spinner} label={null} />
            )}
          </caption>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className={styles.select}>
                    <Checkbox
                      className={styles.checkbox}
                      label={<VisuallyHidden>{t('ui.dataTable.selectAll')}</VisuallyHidden>}
                      checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                      disabled={tableRows.length === 0}
                      onCheckedChange={(checked) =>
                        table.toggleAllPageRowsSelected(checked === true)
                      }
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const { column } = header;
                  const sorted = column.getIsSorted();
                  const align = column.columnDef.meta?.align ?? 'start';
                  const content = header.isPlaceholder ? null : (
                    <table.FlexRender header={header} />
                  );
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={styles.header}
                      data-align={align}
                      aria-sort={sorted ? ariaSort[sorted] : undefined}
                    >
                      {column.getCanSort() && !header.isPlaceholder ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={column.getToggleSortingHandler()}
                        >
                          {content}
                          <SortArrow direction={sorted} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {tableRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {loading ? t('ui.dataTable.loadingRows') : empty}
                </td>
              </tr>
            ) : (
              tableRows.map((row) => (
                <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                  {selectable && (
                    <td className={styles.select}>
                      <Checkbox
                        className={styles.checkbox}
                        label={
                          <VisuallyHidden>
                            {t('ui.dataTable.selectRow', {
                              row: getRowLabel ? getRowLabel(row.original) : row.id,
                            })}
                          </VisuallyHidden>
                        }
                        checked={row.getIsSelected()}
                        disabled={!row.getCanSelect()}
                        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                      />
                    </td>
                  )}
                  {row.getAllCells().map((cell) => {
                    const { columnDef } = cell.column;
                    const {
                      align = 'start',
                      rowHeader = false,
                      card = 'auto',
                      label,
                    } = columnDef.meta ?? {};
                    const Cell = rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={cell.id}
                        scope={rowHeader ? 'row' : undefined}
                        className={styles.cell}
                        data-align={align}
                        data-card={card}
                        // Named on a card, where the header row is not beside it.
                        data-label={
                          label ?? (typeof columnDef.header === 'string' ? columnDef.header : '')
                        }
                      >
                        <table.FlexRender cell={cell} />
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {onPageChange && (
        <Pagination
          className={styles.pager}
          label={paginationLabel}
          page={page}
          totalPages={pageCount}
          onPageChange={onPageChange}
          getHref={getPageHref}
        />
      )}
    </div>
  );
}

/** The sorted direction as an arrow; the header's aria-sort says it to screen readers. */
function SortArrow({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      className={styles.arrow}
      data-direction={direction || 'none'}
      width={12}
      height={12}
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 2 9.5 5.5h-7z" className={styles.up} />
      <path d="M6 10 2.5 6.5h7z" className={styles.down} />
    </svg>
  );
}
