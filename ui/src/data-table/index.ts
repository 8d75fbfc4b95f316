export {
  DataTable,
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableRowSelection,
  type DataTableSorting,
} from './DataTable';
