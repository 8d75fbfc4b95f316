import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, StatusBadge, dataTableColumns, toast } from '@bloom/ui';
import type { AdminProductsQuery } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { PermissionGuard, useCan } from '../layout/permissions.tsx';
import {
  ListPage,
  useListParams,
  useListSort,
  type ListFilter,
  type ListSorting,
} from '../list/ListPage.tsx';
import {
  categoryLabels,
  categoryMessageIds,
  isKeyOf,
  optionsOf,
  sayEach,
  stockLevelMessageIds,
} from './catalogueLabels.ts';
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

/** The list's filters in the screen's language. */
function useFilters(): ListFilter[] {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: string) => intl.formatMessage({ id });
    return [
      {
        kind: 'search',
        name: 'search',
        label: say('admin.products.search'),
        hint: say('admin.products.searchHint'),
      },
      {
        kind: 'select',
        name: 'category',
        label: say('admin.products.category'),
        options: optionsOf(sayEach(categoryMessageIds, intl), say('admin.products.anyCategory')),
      },
      {
        kind: 'select',
        name: 'stock',
        label: say('admin.products.stock'),
        options: optionsOf(sayEach(stockLevelMessageIds, intl), say('admin.products.anyStock')),
      },
      {
        kind: 'select',
        name: 'published',
        label: say('admin.products.published'),
        options: [
          { value: '', label: say('admin.products.publishedOrNot') },
          { value: 'yes', label: say('admin.products.publishedState') },
          { value: 'no', label: say('admin.products.unpublishedState') },
        ],
      },
    ];
  }, [intl]);
}

const stockTones = { OUT: 'danger', LOW: 'warning', IN: 'success' } as const;

const column = dataTableColumns<ProductRow>();

/** The table's columns, headed in the screen's language, money, counts and dates written in it. */
function useColumns() {
  const intl = useIntl();
  const format = useFormat();
  return useMemo(() => {
    const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    return [
      column.accessor('name', {
        header: say('admin.products.product'),
        meta: { rowHeader: true },
        cell: (info) => <Link to={`/products/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('category', {
        header: say('admin.products.category'),
        cell: (info) => say(categoryMessageIds[info.getValue()]),
      }),
      column.accessor('price', {
        header: say('admin.products.price'),
        meta: { align: 'end', card: 'first' },
        cell: (info) => {
          const { salePrice } = info.row.original;
          return salePrice
            ? say('admin.products.saleWas', {
                sale: format.money(salePrice),
                price: format.money(info.getValue()),
              })
            : format.money(info.getValue());
        },
      }),
      column.accessor('stock', {
        header: say('admin.products.stock'),
        meta: { align: 'end', card: 'first' },
        cell: (info) => (
          <>
            {format.number(info.getValue())}{' '}
            <StatusBadge
              status={say(stockLevelMessageIds[info.row.original.stockLevel])}
              tone={stockTones[info.row.original.stockLevel]}
            />
          </>
        ),
      }),
      column.accessor('published', {
        header: say('admin.products.published'),
        cell: (info) =>
          say(
            info.getValue() ? 'admin.products.publishedState' : 'admin.products.unpublishedState',
          ),
      }),
      column.accessor('createdAt', {
        header: say('admin.products.added'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
    ];
  }, [intl, format]);
}

/**
 * /admin/products: every product, published or not, searched by name, filtered by category,
 * stock level and published, sorted; bulk publish and unpublish for `catalog:write`.
 */
export function ProductsPage() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const filters = useFilters();
  const columns = useColumns();
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
        stock: isKeyOf(stockLevelMessageIds, stock) ? stock : undefined,
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
      toast.success(
        say(value ? 'admin.products.bulkPublished' : 'admin.products.bulkUnpublished', {
          count: ids.length,
        }),
      );
      clearSelection();
      await refetch();
    } catch (failure) {
      toast.error(errorMessage(failure, intl));
    }
  };

  return (
    <ListPage<ProductRow>
      title={say('admin.products.title')}
      description={say('admin.products.description')}
      actions={
        <PermissionGuard permission="CATALOG_WRITE">
          <Button asChild>
            <Link to="/products/new">{say('admin.products.new')}</Link>
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
      empty={say('admin.products.empty')}
      bulkActions={
        canWrite
          ? (ids, clearSelection) => (
              <>
                <Button
                  loading={publishing}
                  onClick={() => void publish(ids, true, clearSelection)}
                >
                  {say('admin.products.publish')}
                </Button>
                <Button
                  variant="secondary"
                  loading={publishing}
                  onClick={() => void publish(ids, false, clearSelection)}
                >
                  {say('admin.products.unpublish')}
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
