/**
 * The one list page of the back office (orders, customers, messages, activity, staff): a title,
 * a filter bar, a DataTable of one server page, a pager, and bulk actions on selected rows.
 * Filters, the sort and the page live in the URL (`?status=PENDING&search=…&sort=total&
 * direction=desc&page=2`), so a list can be bookmarked, shared, reloaded and walked with Back; the
 * screen reads them with {@link useListParams} and {@link useListSort} to build its query, and
 * hands the answer here.
 */
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Cluster,
  DataTable,
  DateRangeField,
  FormMessage,
  Page,
  SelectField,
  TextField,
  type DataTableColumn,
  type DataTableRowSelection,
  type DataTableSorting,
  type SelectOption,
} from '@bloom/ui';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import styles from './ListPage.module.css';

/**
 * One filter of a list, kept in the URL under `name`; a date range under `from` and `to`
 * (YYYY-MM-DD, both ends included).
 */
export type ListFilter =
  | { kind: 'search'; name: string; label: string; hint?: string }
  | { kind: 'select'; name: string; label: string; options: readonly SelectOption[] }
  | { kind: 'dateRange'; name: 'from'; label: string };

/** What a list screen reads of the URL. */
export interface ListParams {
  /** The page asked for, from 1. */
  page: number;
  /** A filter's value, undefined when blank. */
  get(name: string): string | undefined;
  /** The address of another page of the same list. */
  pageHref(page: number): string;
  /** Moves to another page of the same list. */
  setPage(page: number): void;
}

/** The list's page and filters, from the URL. */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const withPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    return copy;
  };
  return {
    page,
    get: (name) => params.get(name)?.trim() || undefined,
    pageHref: (next) => {
      const query = withPage(next).toString();
      return query ? `?${query}` : '?';
    },
    setPage: (next) => setParams(withPage(next)),
  };
}

/** Which way a list is sorted. */
export type ListDirection = 'asc' | 'desc';

/**
 * A list's sortable columns: each column's id (its accessor's key) and the sort's name in the
 * URL (`?sort=total&direction=desc`), and the order when the URL names none. Columns not named
 * here do not sort.
 */
export interface ListSorting<Sort extends string = string> {
  columns: Readonly<Record<string, Sort>>;
  default: { sort: Sort; direction: ListDirection };
}

/** A list's sort as the URL says it, and as the admin schema's list fields take it. */
export interface ListSort<Sort extends string> {
  sort: Sort;
  direction: ListDirection;
  /** The schema's words: a sort's name in capitals (`total` is TOTAL), ASC or DESC. */
  variables: { sort: Uppercase<Sort>; direction: 'ASC' | 'DESC' };
}

/** The sort and direction in the URL's words and the schema's. */
const listSort = <Sort extends string>(sort: Sort, direction: ListDirection): ListSort<Sort> => ({
  sort,
  direction,
  variables: {
    sort: sort.toUpperCase() as Uppercase<Sort>,
    direction: direction === 'asc' ? 'ASC' : 'DESC',
  },
});

/**
 * The list's sort, from the URL: a sort the list does not have falls back to its default; a
 * sort without a direction takes the default's when it is the default sort, else ascending.
 */
export function useListSort<Sort extends string>(sorting: ListSorting<Sort>): ListSort<Sort> {
  const [params] = useSearchParams();
  const asked = params.get('sort');
  const sort = Object.values<Sort>(sorting.columns).find((name) => name === asked);
  if (!sort) return listSort(sorting.default.sort, sorting.default.direction);
  const direction = params.get('direction');
  if (direction === 'asc' || direction === 'desc') return listSort(sort, direction);
  return listSort(sort, sort === sorting.default.sort ? sorting.default.direction : 'asc');
}

/** A column's id, as the table knows it (its `id`, or its accessor's key). */
const columnId = (column: { id?: string; accessorKey?: unknown }) =>
  column.id ?? (typeof column.accessorKey === 'string' ? column.accessorKey : undefined);

/** The table's sorting props for the list's sort, which write a new sort into the URL. */
function useTableSorting<Row>(
  sorting: ListSorting | undefined,
  columns: DataTableColumn<Row>[],
): {
  columns: DataTableColumn<Row>[];
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
} {
  const [params, setParams] = useSearchParams();
  const current = useListSort(sorting ?? { columns: {}, default: { sort: '', direction: 'asc' } });
  if (!sorting) return { columns };
  const idOf = (sort: string) =>
    Object.entries(sorting.columns).find(([, name]) => name === sort)?.[0];
  const id = idOf(current.sort);
  return {
    columns: columns.map((column) => {
      const key = columnId(column as { id?: string; accessorKey?: unknown });
      return { ...column, enableSorting: key !== undefined && Object.hasOwn(sorting.columns, key) };
    }),
    sorting: id ? [{ id, desc: current.direction === 'desc' }] : [],
    onSortingChange: (next) => {
      const [first] = next;
      const sort = first ? sorting.columns[first.id] : undefined;
      if (!first || !sort) return;
      const copy = new URLSearchParams(params);
      copy.set('sort', sort);
      copy.set('direction', first.desc ? 'desc' : 'asc');
      // Another order starts again from the first page.
      copy.delete('page');
      setParams(copy);
    },
  };
}

/** One server page of a list, as every list query answers it. */
export interface ListData<Row> {
  /** The rows of this page. */
  items: readonly Row[];
  /** How many rows match, over every page. */
  total: number;
  /** Rows a page. */
  pageSize: number;
}

/** Props of {@link ListPage}. */
export interface ListPageProps<Row extends object> {
  /** The screen's title: its `<h1>` and the tab's name. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Links or buttons beside the title (the CSV export). */
  actions?: ReactNode;
  /** The filters, in the order shown. @default [] */
  filters?: readonly ListFilter[];
  /** The table's columns. */
  columns: DataTableColumn<Row>[];
  /** The columns that sort, and the order when the URL names none; none sort when omitted. */
  sorting?: ListSorting;
  /** The current page's answer; undefined while the first one loads. */
  data: ListData<Row> | undefined;
  /** A page is loading. */
  loading: boolean;
  /** The query failed. */
  error?: unknown;
  /** A row's id. */
  getRowId: (row: Row) => string;
  /** A row's name in its checkbox's label ("Select order BLM-1"). */
  getRowLabel?: (row: Row) => string;
  /**
   * Bulk actions on the selected rows; given their ids and a function that clears the selection.
   * Rows are selectable only when this is given.
   */
  bulkActions?: (ids: string[], clearSelection: () => void) => ReactNode;
  /** Said when nothing matches. @default 'Nothing matches these filters.' (in the screen's language) */
  empty?: ReactNode;
  /** More of the screen, under the list (the staff screen's invitations). */
  children?: ReactNode;
}

/** The filter bar: a GET-like form whose fields start from the URL and write back to it. */
function FilterBar({ filters, label }: { filters: readonly ListFilter[]; label: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  /** `next` with the list's sort carried over from the URL. */
  const keepingSort = (next: URLSearchParams) => {
    for (const name of ['sort', 'direction']) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    return next;
  };
  // The form is drawn afresh for new filters (its key); the keyboard stays on the field it was in.
  const focused = useRef<string | null>(null);
  useEffect(() => {
    const name = focused.current;
    focused.current = null;
    const field = name ? form.current?.elements.namedItem(name) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [params]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const active = document.activeElement;
    focused.current =
      active instanceof HTMLInputElement || active instanceof HTMLSelectElement
        ? active.name
        : null;
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    // New filters start again from the first page, in the same order.
    setParams(keepingSort(next));
  };
  const active = useActiveFilters(filters) > 0;
  return (
    // Keyed by the URL so Back, a link or Clear shows the filters the list is showing.
    <form
      key={params.toString()}
      ref={form}
      role="search"
      aria-label={intl.formatMessage(
        { id: 'admin.list.filterLabel' },
        { list: label.toLocaleLowerCase(intl.locale) },
      )}
      className={styles.filters}
      onSubmit={onSubmit}
    >
      {filters.map((filter) => {
        const defaultValue = params.get(filter.name) ?? '';
        if (filter.kind === 'dateRange') {
          return (
            <DateRangeField
              key="dateRange"
              legend={filter.label}
              defaultValue={{
                from: params.get('from') ?? undefined,
                to: params.get('to') ?? undefined,
              }}
            />
          );
        }
        if (filter.kind === 'select') {
          return (
            <SelectField
              key={filter.name}
              name={filter.name}
              label={filter.label}
              options={filter.options}
              defaultValue={defaultValue}
            />
          );
        }
        return (
          <TextField
            key={filter.name}
            name={filter.name}
            label={filter.label}
            type="search"
            hint={filter.hint}
            defaultValue={defaultValue}
          />
        );
      })}
      <Cluster className={styles.filterActions}>
        <Button type="submit">
          <FormattedMessage id="admin.list.applyFilters" />
        </Button>
        {active ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setParams(keepingSort(new URLSearchParams()))}
          >
            <FormattedMessage id="admin.list.clearFilters" />
          </Button>
        ) : null}
      </Cluster>
    </form>
  );
}

/** Under 768 px, where the navigation folds into the Menu button too. */
const narrowQuery = '(max-width: 47.99rem)';
const onNarrowChange = (onChange: () => void) => {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(narrowQuery).matches;

/** How many of `filters` the URL sets. */
function useActiveFilters(filters: readonly ListFilter[]): number {
  const [params] = useSearchParams();
  return filters.filter(
    (filter) => params.get(filter.name) || (filter.kind === 'dateRange' && params.get('to')),
  ).length;
}

/**
 * The filter bar; on a phone folded into a "Filters (2 on)" disclosure, so the list itself
 * starts on the first screen.
 */
function Filters({ filters, label }: { filters: readonly ListFilter[]; label: string }) {
  const narrow = useSyncExternalStore(onNarrowChange, isNarrow);
  const active = useActiveFilters(filters);
  if (!narrow) return <FilterBar filters={filters} label={label} />;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        {active > 0 ? (
          <FormattedMessage id="admin.list.filtersOn" values={{ active }} />
        ) : (
          <FormattedMessage id="admin.list.filters" />
        )}
      </summary>
      <FilterBar filters={filters} label={label} />
    </details>
  );
}

/** A list screen: title, filters, table, pager and bulk actions, state in the URL. */
export function ListPage<Row extends object>({
  title,
  description,
  actions,
  filters = [],
  columns,
  sorting,
  data,
  loading,
  error,
  getRowId,
  getRowLabel,
  bulkActions,
  empty,
  children,
}: ListPageProps<Row>) {
  const intl = useIntl();
  const format = useFormat();
  useScreenTitle(title);
  const params = useListParams();
  const table = useTableSorting(sorting, columns);
  const [selection, setSelection] = useState<DataTableRowSelection>({});
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const clearSelection = () => setSelection({});
  return (
    <Page title={title} description={description} actions={actions}>
      {filters.length > 0 ? <Filters filters={filters} label={title} /> : null}
      {error ? <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage> : null}
      {data ? (
        <p className={styles.count} role="status">
          <FormattedMessage
            id="admin.list.results"
            values={{ count: data.total, total: format.number(data.total) }}
          />
        </p>
      ) : null}
      <DataTable<Row>
        caption={title}
        hideCaption
        {...table}
        rows={data?.items ?? []}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        page={params.page}
        pageCount={pageCount}
        onPageChange={params.setPage}
        getPageHref={params.pageHref}
        paginationLabel={intl.formatMessage({ id: 'admin.list.pages' }, { list: title })}
        loading={loading}
        empty={empty ?? intl.formatMessage({ id: 'admin.list.empty' })}
        {...(bulkActions
          ? {
              rowSelection: selection,
              onRowSelectionChange: setSelection,
              bulkActions: (ids: string[]) => bulkActions(ids, clearSelection),
            }
          : {})}
      />
      {children}
    </Page>
  );
}
