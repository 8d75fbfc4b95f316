import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns, formatPrice, toast } from '@bloom/ui';
import type {
  AdminProductsQuery,
  ProductSortField,
  SortDirection,
} from '../__generated__/graphql.ts';
import { errorMessage } from '../graphql/errors.ts';
import { PermissionGuard, useCan } from '../layout/permissions.tsx';
import { ListPage, useListParams, type ListFilter } from '../list/ListPage.tsx';
import { categoryLabels, isKeyOf, optionsOf, stockLevelLabels } from './catalogueLabels.ts';
import {
  AdminProductsQuery as ProductsQuery,
  SetProductsPublishedMutation,
} from './productDocuments.ts';

type ProductRow = AdminProductsQuery['products']['items'][number];

/** The list's orders, as the `sort` filter names them (the direction goes with each). */
const sorts: Record<string, { label: string; sort: ProductSortField; direction: SortDirection }> = {
  newest: { label: 'Newest first', sort: 'NEWEST', direction: 'DESC' },
  name: { label: 'Name (A to Z)', sort: 'NAME', direction: 'ASC' },
  'price-asc': { label: 'Price (lowest first)', sort: 'PRICE', direction: 'ASC' },
  'price-desc': { label: 'Price (highest first)', sort: 'PRICE', direction: 'DESC' },
  stock: { label: 'Stock (fewest first)', sort: 'STOCK', direction: 'ASC' },
};

const filters: ListFilter[] = [
  { kind: 'search', name: 'search', label: 'Search', hint: 'Part of the name' },
  {
    kind: 'select',
    name: 'category',
    label: 'Category',
    options: optionsOf(categoryLabels, 'Any category'),
  },
  {
    kind: 'select',
    name: 'stock',
    label: 'Stock',
    options: optionsOf(stockLevelLabels, 'Any stock'),
  },
  {
    kind: 'select',
    name: 'published',
    label: 'Published',
    options: [
      { value: '', label: 'Published or not' },
      { value: 'yes', label: 'Published' },
      { value: 'no', label: 'Unpublished' },
    ],
  },
  {
    kind: 'select',
    name: 'sort',
    label: 'Sort by',
    options: Object.entries(sorts).map(([value, { label }]) => ({ value, label })),
  },
];

const stockTones = { OUT: 'danger', LOW: 'warning', IN: 'success' } as const;

const column = dataTableColumns<ProductRow>();
const columns = [
  column.accessor('name', {
    header: 'Product',
    meta: { rowHeader: true },
    cell: (info) => <Link to={`/products/${info.row.original.id}`}>{info.getValue()}</Link>,
  }),
  column.accessor('category', {
    header: 'Category',
    cell: (info) => categoryLabels[info.getValue()],
  }),
  column.accessor('price', {
    header: 'Price',
    meta: { align: 'end' },
    cell: (info) => {
      const { salePrice } = info.row.original;
      return salePrice
        ? `${formatPrice(salePrice)} (was ${formatPrice(info.getValue())})`
        : formatPrice(info.getValue());
    },
  }),
  column.accessor('stock', {
    header: 'Stock',
    meta: { align: 'end' },
    cell: (info) => (
      <>
        {info.getValue()}{' '}
        <StatusBadge
          status={stockLevelLabels[info.row.original.stockLevel]}
          tone={stockTones[info.row.original.stockLevel]}
        />
      </>
    ),
  }),
  column.accessor('published', {
    header: 'Published',
    cell: (info) => (info.getValue() ? 'Published' : 'Unpublished'),
  }),
];

/**
 * /admin/products: every product, published or not, searched by name, filtered by category,
 * stock level and published, sorted; bulk publish and unpublish for `catalog:write`.
 */
export function ProductsPage() {
  const params = useListParams();
  const category = params.get('category');
  const stock = params.get('stock');
  const published = params.get('published');
  const order = sorts[params.get('sort') ?? 'newest'] ?? sorts['newest']!;
  const { data, loading, error, refetch } = useQuery(ProductsQuery, {
    variables: {
      filter: {
        search: params.get('search'),
        category: isKeyOf(categoryLabels, category) ? category : undefined,
        stock: isKeyOf(stockLevelLabels, stock) ? stock : undefined,
        published: published === 'yes' ? true : published === 'no' ? false : undefined,
      },
      sort: order.sort,
      direction: order.direction,
      page: params.page,
    },
  });
  const [setPublished, { loading: publishing }] = useMutation(SetProductsPublishedMutation);
  const canWrite = useCan('CATALOG_WRITE');

  const publish = async (ids: string[], value: boolean, clearSelection: () => void) => {
    try {
      await setPublished({ variables: { input: { ids, published: value } } });
      const what = ids.length === 1 ? '1 product' : `${ids.length} products`;
      toast.success(`${what} ${value ? 'published' : 'unpublished'}.`);
      clearSelection();
      await refetch();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <ListPage<ProductRow>
      title="Products"
      description="Every product, published or not. Unpublished products are not in the shop."
      actions={
        <PermissionGuard permission="CATALOG_WRITE">
          <Button asChild>
            <Link to="/products/new">New product</Link>
          </Button>
        </PermissionGuard>
      }
      filters={filters}
      columns={columns}
      data={data?.products}
      loading={loading}
      error={error}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      empty="No products match these filters."
      bulkActions={
        canWrite
          ? (ids, clearSelection) => (
              <>
                <Button
                  loading={publishing}
                  onClick={() => void publish(ids, true, clearSelection)}
                >
                  Publish
                </Button>
                <Button
                  variant="secondary"
                  loading={publishing}
                  onClick={() => void publish(ids, false, clearSelection)}
                >
                  Unpublish
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
