import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns, formatPrice, toast } from '@bloom/ui';
import type { AdminProductsQuery } from '../__generated__/graphql.ts';
import { formatDateTime } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { PermissionGuard, useCan } from '../layout/permissions.tsx';
import {
  ListPage,
  useListParams,
  useListSort,
  type ListFilter,
  type ListSorting,
} from '../list/ListPage.tsx';
import { categoryLabels, isKeyOf, optionsOf, stockLevelLabels } from './catalogueLabels.ts';
import {
  AdminProductsQuery as ProductsQuery,
  SetProductsPublishedMutation,
} from './productDocuments.ts';

type ProductRow = AdminProductsQuery['products']['items'][number];

/** The columns that sort (`?sort=price&direction=desc`), newest first by default. */
const sorting: ListSorting<'newest' | 'name' | 'price' | 'stock'> = {
  columns: { createdAt: 'newest', name: 'name', price: 'price', stock: 'stock' },
  default: { sort: 'newest', direction: 'desc' },
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
    meta: { align: 'end', card: 'first' },
    cell: (info) => {
      const { salePrice } = info.row.original;
      return salePrice
        ? `${formatPrice(salePrice)} (was ${formatPrice(info.getValue())})`
        : formatPrice(info.getValue());
    },
  }),
  column.accessor('stock', {
    header: 'Stock',
    meta: { align: 'end', card: 'first' },
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
  column.accessor('createdAt', {
    header: 'Added',
    cell: (info) => formatDateTime(info.getValue()),
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
  const order = useListSort(sorting);
  const { data, loading, error, refetch } = useQuery(ProductsQuery, {
    variables: {
      filter: {
        search: params.get('search'),
        category: isKeyOf(categoryLabels, category) ? category : undefined,
        stock: isKeyOf(stockLevelLabels, stock) ? stock : undefined,
        published: published === 'yes' ? true : published === 'no' ? false : undefined,
      },
      ...order.variables,
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
      description="Every product, published or not, newest first: a column's heading sorts by it. Unpublished products are not in the shop."
      actions={
        <PermissionGuard permission="CATALOG_WRITE">
          <Button asChild>
            <Link to="/products/new">New product</Link>
          </Button>
        </PermissionGuard>
      }
      filters={filters}
      columns={columns}
      sorting={sorting}
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
