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
  formatPrice,
  toast,
} from '@bloom/ui';
import type { AdminProductFieldsFragment } from '../__generated__/graphql.ts';
import { errorMessage } from '../graphql/errors.ts';
import { EventTimeline } from '../layout/EventTimeline.tsx';
import { useCan } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { AdjustStockDialog } from './AdjustStockDialog.tsx';
import {
  categoryLabels,
  freeFromLabels,
  skinTypeLabels,
  stockLevelLabels,
} from './catalogueLabels.ts';
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
  const list = (items: readonly string[], none: string) => (items.length ? items.join(', ') : none);
  return (
    <Panel title="Details">
      <SummaryList aria-label="Product details">
        <SummaryRow label="Category">
          {categoryLabels[product.category]}
          {product.subCategory ? ` / ${product.subCategory}` : ''}
        </SummaryRow>
        <SummaryRow label="Price">{formatPrice(product.price)}</SummaryRow>
        <SummaryRow label="Sale price">
          {product.salePrice ? formatPrice(product.salePrice) : 'No sale'}
        </SummaryRow>
        <SummaryRow label="Published">{product.published ? 'Yes' : 'No'}</SummaryRow>
        <SummaryRow label="Ingredients">{list(product.ingredients, 'None listed')}</SummaryRow>
        <SummaryRow label="Skin types">
          {list(
            product.skinTypes.map((type) => skinTypeLabels[type]),
            'Every skin type',
          )}
        </SummaryRow>
        <SummaryRow label="Free from">
          {list(
            product.freeFrom.map((tag) => freeFromLabels[tag]),
            'None',
          )}
        </SummaryRow>
        {product.category === 'BUNDLE' ? (
          <SummaryRow label="Bundle contents">
            {list(
              product.bundleContents.map((line) => `${line.quantity} × ${line.name}`),
              'Empty',
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
  useScreenTitle('New product');
  const navigate = useNavigate();
  const [create] = useMutation(CreateProductMutation);
  return (
    <Page title="New product" actions={<Link to="/products">All products</Link>}>
      <ProductForm
        onSave={async (values) => {
          const { data } = await create({
            variables: { input: productInput(values, undefined), stock: values.stock },
          });
          if (!data) return;
          toast.success(`${data.createProduct.name} created.`);
          await navigate(`/products/${data.createProduct.id}`);
        }}
      />
    </Page>
  );
}

/** One product's page: the form (or its details, read only), its stock and its timeline. */
function ExistingProduct({ id }: { id: string }) {
  const { data, loading, error } = useQuery(AdminProductQuery, { variables: { id } });
  const [update] = useMutation(UpdateProductMutation);
  const canWrite = useCan('CATALOG_WRITE');
  const product = data?.product;
  useScreenTitle(product?.name ?? 'Product');

  if (!data && loading) return <PageLoader label="Loading the product" />;
  if (error && !product) {
    return (
      <Page title="Product">
        <FormMessage variant="error">{errorMessage(error)}</FormMessage>
      </Page>
    );
  }
  if (!product) {
    return (
      <EmptyState
        headingLevel={1}
        title="Product not found"
        description="There is no such product."
        actions={<Link to="/products">Back to products</Link>}
      />
    );
  }
  return (
    <Page
      title={product.name}
      description={`${product.published ? 'Published' : 'Unpublished'} · ${product.reviewCount} reviews`}
      actions={<Link to="/products">All products</Link>}
    >
      <Panel title="Stock">
        <p>
          {product.stock} in stock ({stockLevelLabels[product.stockLevel].toLowerCase()}; low at{' '}
          {product.lowStockThreshold} or fewer).
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
            toast.success(`${product.name} saved.`);
          }}
        />
      ) : (
        <ProductSummary product={product} />
      )}
      <ProductTranslationPanel product={product} />
      <Panel title="Timeline">
        <EventTimeline label="Product timeline" events={product.timeline} />
      </Panel>
    </Page>
  );
}

/** /admin/products/new and /admin/products/:id. */
export function ProductPage() {
  const { id = '' } = useParams();
  return id === 'new' ? <NewProduct /> : <ExistingProduct id={id} />;
}
