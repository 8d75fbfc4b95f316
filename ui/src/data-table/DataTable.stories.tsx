import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { OrderStatus } from '../order-status/OrderStatus';
import {
  DataTable,
  dataTableColumns,
  type DataTableProps,
  type DataTableRowSelection,
  type DataTableSorting,
} from './DataTable';

type Order = { id: string; number: number; email: string; status: string; total: string };

const orders: Order[] = [
  {
    id: 'o-1042',
    number: 1042,
    email: 'ayesha@example.com',
    status: 'Pending',
    total: 'Rs 3,450.00',
  },
  {
    id: 'o-1041',
    number: 1041,
    email: 'bilal@example.com',
    status: 'Dispatched',
    total: 'Rs 1,299.00',
  },
  {
    id: 'o-1040',
    number: 1040,
    email: 'sana@example.com',
    status: 'Delivered',
    total: 'Rs 12,800.00',
  },
  {
    id: 'o-1039',
    number: 1039,
    email: 'hamza@example.com',
    status: 'Cancelled',
    total: 'Rs 749.00',
  },
];

const column = dataTableColumns<Order>();
const columns = column.columns([
  column.accessor('number', {
    header: 'Order',
    cell: (info) => `#${info.getValue()}`,
    meta: { rowHeader: true },
  }),
  column.accessor('email', { header: 'Customer' }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <OrderStatus status={info.getValue()} />,
  }),
  column.accessor('total', { header: 'Total', meta: { align: 'end' } }),
]);

const meta = {
  title: 'Back office/DataTable',
  component: DataTable<Order>,
  args: {
    caption: 'Orders',
    columns,
    rows: orders,
    getRowId: (order: Order) => order.id,
    getRowLabel: (order: Order) => `order #${order.number}`,
    sorting: [{ id: 'number', desc: true }],
    onSortingChange: fn(),
    page: 2,
    pageCount: 5,
    onPageChange: fn(),
  },
} satisfies Meta<DataTableProps<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Loading: Story = { args: { loading: true } };
export const LoadingFirstPage: Story = { args: { loading: true, rows: [], pageCount: 1 } };
export const Empty: Story = {
  args: { rows: [], pageCount: 1, empty: 'No orders match these filters.' },
};
export const HiddenCaption: Story = { args: { hideCaption: true } };

/**
 * On a phone each row is a card: the row header as its title beside its checkbox, the columns
 * marked `card: 'first'` next, each cell named; the sortable headers become a bar of buttons.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    rowSelection: { 'o-1041': true },
    onRowSelectionChange: fn(),
    columns: column.columns([
      column.accessor('number', {
        header: 'Order',
        cell: (info) => `#${info.getValue()}`,
        meta: { rowHeader: true },
      }),
      column.accessor('email', { header: 'Customer' }),
      column.accessor('status', {
        header: 'Status',
        enableSorting: false,
        cell: (info) => <OrderStatus status={info.getValue()} />,
        meta: { card: 'first' },
      }),
      column.accessor('total', { header: 'Total', meta: { align: 'end', card: 'first' } }),
    ]),
  },
};

/** Selection kept by the story, as the page would keep it (in state or the URL). */
function SelectableTable(args: DataTableProps<Order>) {
  const [rowSelection, setRowSelection] = useState<DataTableRowSelection>(args.rowSelection ?? {});
  return (
    <DataTable
      {...args}
      rowSelection={rowSelection}
      onRowSelectionChange={(next) => {
        args.onRowSelectionChange?.(next);
        setRowSelection(next);
      }}
    />
  );
}

const bulkActions = () => (
  <Button size="sm" variant="secondary">
    Mark as dispatched
  </Button>
);

export const WithSelection: Story = {
  args: { rowSelection: { 'o-1041': true, 'o-1040': true }, bulkActions },
  render: (args) => <SelectableTable {...args} onRowSelectionChange={fn()} />,
};

export const SortingByHeaderCallsOnSortingChange: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByRole('columnheader', { name: 'Order' });
    await expect(order).toHaveAttribute('aria-sort', 'descending');
    // The next order of the sorted column: ascending.
    await userEvent.click(within(order).getByRole('button', { name: 'Order' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'number', desc: false }]);
    // Another column starts ascending (text), and only one column sorts at a time.
    const customer = canvas.getByRole('columnheader', { name: 'Customer' });
    await expect(customer).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(customer).getByRole('button', { name: 'Customer' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'email', desc: false }]);
    // A column that cannot sort has no button.
    const status = canvas.getByRole('columnheader', { name: 'Status' });
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};

/** The sort follows the server's answer: the page hands the new sort back. */
function SortedTable(args: DataTableProps<Order>) {
  const [sorting, setSorting] = useState<DataTableSorting>(args.sorting ?? []);
  return (
    <DataTable
      {...args}
      sorting={sorting}
      onSortingChange={(next) => {
        args.onSortingChange?.(next);
        setSorting(next);
      }}
    />
  );
}

export const KeyboardSortsAndTogglesDirection: Story = {
  parameters: { screenshot: false },
  render: (args) => <SortedTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Total' });
    const button = within(header).getByRole('button', { name: 'Total' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Order' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SelectingRowsShowsBulkActions: Story = {
  args: { bulkActions },
  render: (args) => <SelectableTable {...args} onRowSelectionChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mark as dispatched' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order #1041' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select order #1041' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Mark as dispatched' })).toBeVisible();
    await expect(canvas.getByText('1 selected', { selector: 'p' })).toBeVisible();
    // Some rows of the page: the page's checkbox says "mixed".
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toHaveAttribute('aria-checked', 'mixed');
    // Space on the page's checkbox selects every row on the page.
    canvas.getByRole('checkbox', { name: 'Select all rows on this page' }).focus();
    await userEvent.keyboard(' ');
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select order/ })) {
      await expect(box).toBeChecked();
    }
    await expect(canvas.getByText('4 selected', { selector: 'p' })).toBeVisible();
  },
};

const markDispatched = fn();

export const BulkActionGetsTheSelectedIds: Story = {
  parameters: { screenshot: false },
  args: {
    rowSelection: { 'o-1042': true },
    bulkActions: (ids: string[]) => (
      <Button size="sm" onClick={() => markDispatched(ids)}>
        Mark as dispatched
      </Button>
    ),
  },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order #1039' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as dispatched' }));
    await expect(markDispatched).toHaveBeenLastCalledWith(['o-1042', 'o-1039']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('button', { name: 'Mark as dispatched' })).toBeNull();
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select order/ })) {
      await expect(box).not.toBeChecked();
    }
  },
};

export const OrderNumberHeadsEachRow: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /#1041/ });
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('#1041');
    await expect(within(row).getAllByRole('cell')).toHaveLength(3);
  },
};

export const PagerCallsOnPageChange: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const PagerLinksWhenPagesHaveAddresses: Story = {
  parameters: { screenshot: false },
  args: { getPageHref: (page: number) => `?page=${page}` },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '?page=3',
    );
  },
};

export const LoadingMarksTheTableBusy: Story = {
  parameters: { screenshot: false },
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};
