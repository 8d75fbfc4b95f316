import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  EmptyState,
  FormMessage,
  Page,
  PageLoader,
  Panel,
  SummaryList,
  SummaryRow,
  toast,
} from '@bloom/ui';
import type { AdminProductFieldsFragment } from '../__generated__/graphql.ts';
import { useFormat } from '../format.ts';
import { errorMessage } from '../graphql/errors.ts';
import { EventTimeline } from '../layout/EventTimeline.tsx';
import { productEventSentence } from './productEventSentence.ts';
import { useCan } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { AdjustStockDialog } from './AdjustStockDialog.tsx';
import { categoryMessageIds, freeFromMessageIds, skinTypeMessageIds } from './catalogueLabels.ts';
import { ProductForm } from './ProductForm.tsx';
import { ProductTranslationPanel } from './ProductTranslationPanel.tsx';
import {
  AdminProductQuery,
  CreateProductMutation,
  UpdateProductMutation,
} from './productDocuments.ts';
import { productInput } from './productForm.ts';

/** A product as a role without `catalog:write` sees it: every field, nothing to change. */
function ProductSummary({ product }: { product: AdminProductFieldsFragment }) {
  const intl = useIntl();
  const format = useFormat();
  const say = (id: string) => intl.formatMessage({ id });
  const list = (items: readonly string[], none: string) =>
    items.length ? intl.formatList(items, { type: 'unit' }) : none;
  return (
    <Panel title={say('admin.product.details')}>
      <SummaryList aria-label={say('admin.product.detailsLabel')}>
        <SummaryRow label={say('admin.product.category')}>
          {say(categoryMessageIds[product.category])}
          {product.subCategory ? ` / ${product.subCategory}` : ''}
        </SummaryRow>
        <SummaryRow label={say('admin.product.price')}>{format.money(product.price)}</SummaryRow>
        <SummaryRow label={say('admin.product.salePrice')}>
          {product.salePrice ? format.money(product.salePrice) : say('admin.product.noSale')}
        </SummaryRow>
        <SummaryRow label={say('admin.product.published')}>
          {say(product.published ? 'admin.product.yes' : 'admin.product.no')}
        </SummaryRow>
        <SummaryRow label={say('admin.product.ingredients')}>
          {list(product.ingredients, say('admin.product.noneListed'))}
        </SummaryRow>
        <SummaryRow label={say('admin.product.skinTypes')}>
          {list(
            product.skinTypes.map((type) => say(skinTypeMessageIds[type])),
            say('admin.product.everySkinType'),
          )}
        </SummaryRow>
        <SummaryRow label={say('admin.product.freeFrom')}>
          {list(
            product.freeFrom.map((tag) => say(freeFromMessageIds[tag])),
            say('admin.product.none'),
          )}
        </SummaryRow>
        {product.category === 'BUNDLE' ? (
          <SummaryRow label={say('admin.product.bundleContents')}>
            {list(
              product.bundleContents.map((line) =>
                intl.formatMessage(
                  { id: 'admin.product.bundleLine' },
                  { quantity: format.number(line.quantity), name: line.name },
                ),
              ),
              say('admin.product.bundleEmpty'),
            )}
          </SummaryRow>
        ) : null}
      </SummaryList>
      <p>{product.description}</p>
    </Panel>
  );
}

/** "New product": the empty form; a created product opens on its own page. */
function NewProduct() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.product.newTitle' });
  useScreenTitle(title);
  const navigate = useNavigate();
  const [create] = useMutation(CreateProductMutation);
  return (
    <Page
      title={title}
      actions={<Link to="/products">{intl.formatMessage({ id: 'admin.product.all' })}</Link>}
    >
      <ProductForm
        onSave={async (values) => {
          const { data } = await create({
            variables: { input: productInput(values, undefined), stock: values.stock },
          });
          if (!data) return;
          toast.success(
            intl.formatMessage({ id: 'admin.product.created' }, { name: data.createProduct.name }),
          );
          await navigate(`/products/${data.createProduct.id}`);
        }}
      />
    </Page>
  );
}

/** One product's page: the form (or its details, read only), its stock and its timeline. */
function ExistingProduct({ id }: { id: string }) {
  const intl = useIntl();
  const format = useFormat();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { data, loading, error } = useQuery(AdminProductQuery, { variables: { id } });
  const [update] = useMutation(UpdateProductMutation);
  const canWrite = useCan('CATALOG_WRITE');
  const product = data?.product;
  useScreenTitle(product?.name ?? say('admin.product.title'));

  if (!data && loading) return <PageLoader label={say('admin.product.loading')} />;
  if (error && !product) {
    return (
      <Page title={say('admin.product.title')}>
        <FormMessage variant="error">{errorMessage(error, intl)}</FormMessage>
      </Page>
    );
  }
  if (!product) {
    return (
      <EmptyState
        headingLevel={1}
        title={say('admin.product.notFound')}
        description={say('admin.product.notFoundDescription')}
        actions={<Link to="/products">{say('admin.product.backToProducts')}</Link>}
      />
    );
  }
  return (
    <Page
      title={product.name}
      description={say('admin.product.summary', {
        published: product.published ? 'yes' : 'no',
        reviews: product.reviewCount,
      })}
      actions={<Link to="/products">{say('admin.product.all')}</Link>}
    >
      <Panel title={say('admin.product.stock')}>
        <p>
          {say('admin.product.inStock', {
            stock: format.number(product.stock),
            level: product.stockLevel,
            threshold: format.number(product.lowStockThreshold),
          })}
        </p>
        {canWrite ? (
          <AdjustStockDialog
            productId={product.id}
            productName={product.name}
            stock={product.stock}
          />
        ) : null}
      </Panel>
      {canWrite ? (
        <ProductForm
          // A new form for another product; the same product's own saves keep the form.
          key={product.id}
          product={product}
          onSave={async (values) => {
            // The version now on the page: an adjustment made here moved it, someone else's did not.
            await update({
              variables: {
                id: product.id,
                version: product.version,
                input: productInput(values, product.derivedFreeFrom),
              },
            });
            toast.success(say('admin.product.saved', { name: product.name }));
          }}
        />
      ) : (
        <ProductSummary product={product} />
      )}
      <ProductTranslationPanel product={product} />
      <Panel title={say('admin.product.timeline')}>
        <EventTimeline
          label={say('admin.product.timelineLabel')}
          events={product.timeline.map((event) => ({
            ...event,
            what: productEventSentence(event, intl),
          }))}
        />
      </Panel>
    </Page>
  );
}

/** /admin/products/new and /admin/products/:id. */
export function ProductPage() {
  const { id = '' } = useParams();
  return id === 'new' ? <NewProduct /> : <ExistingProduct id={id} />;
}
