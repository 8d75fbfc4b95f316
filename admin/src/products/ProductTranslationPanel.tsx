import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  Button,
  Columns,
  FormMessage,
  Panel,
  Stack,
  SummaryList,
  SummaryRow,
  TextArea,
  TextField,
  toast,
} from '@bloom/ui';
import type { AdminProductFieldsFragment } from '../__generated__/graphql.ts';
import { refuseWithField } from '../forms/serverFieldErrors.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { errorCode, errorMessage } from '../graphql/errors.ts';
import { PermissionGuard } from '../layout/permissions.tsx';
import { AdminProductQuery, UpdateProductTranslationMutation } from './productDocuments.ts';
import {
  productTranslationInput,
  productTranslationSchema,
  productTranslationValues,
  productTranslationVersion,
  translationFieldOf,
} from './productTranslationForm.ts';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard.tsx';

/** Props of {@link ProductTranslationPanel}. */
export interface ProductTranslationPanelProps {
  /** The product as last read, with its translations. */
  product: AdminProductFieldsFragment;
}

/** Marks Urdu text for screen readers, fonts and the browser's spelling: right to left. */
const urdu = { lang: 'ur', dir: 'rtl' } as const;

/** The English text, beside the Urdu for reference (the text the shop falls back to). */
function EnglishText({ product }: ProductTranslationPanelProps) {
  return (
    <SummaryList aria-label="English text">
      <SummaryRow label="English name" variant="text">
        {product.name}
      </SummaryRow>
      <SummaryRow label="English description" variant="text">
        {product.description || 'None'}
      </SummaryRow>
    </SummaryList>
  );
}

/** The Urdu text as a role without `catalog:write` sees it. */
function UrduSummary({ product }: ProductTranslationPanelProps) {
  const { name, description } = productTranslationValues(product, 'UR');
  return (
    <SummaryList aria-label="Urdu text">
      <SummaryRow label="Urdu name" variant="text">
        {name ? <span {...urdu}>{name}</span> : 'Not translated: the shop shows the English name.'}
      </SummaryRow>
      <SummaryRow label="Urdu description" variant="text">
        {description ? (
          <span {...urdu}>{description}</span>
        ) : (
          'Not translated: the shop shows the English description.'
        )}
      </SummaryRow>
    </SummaryList>
  );
}

/** What a save refused because someone else saved the text meanwhile says. */
const overtakenMessage =
  'Someone else saved this Urdu text since you opened it. What you typed is kept here; load theirs to start again from it.';

/**
 * The Urdu name and description, typed right to left beside the English. A save names the
 * version the text started from: when someone else saved it meanwhile the api refuses it, the
 * form keeps what was typed, says so above the button and offers to load their text. Any other
 * refusal is said beside the field it names or above the button.
 */
function UrduForm({ product }: ProductTranslationPanelProps) {
  const client = useApolloClient();
  const [save] = useMutation(UpdateProductTranslationMutation);
  const form = useAdminForm(productTranslationSchema, productTranslationValues(product, 'UR'));
  const { errors, isSubmitting } = form.formState;
  // The version of the text the form started from: kept here, not read from the product at save
  // time, because another read of the product (a stock adjustment's answer) can bring someone
  // else's newer version without their text reaching these fields.
  const [basedOn, setBasedOn] = useState(() => productTranslationVersion(product, 'UR'));
  const [overtaken, setOvertaken] = useState(false);
  const [loading, setLoading] = useState(false);

  /** Starts the form again from `saved`'s Urdu text and version. */
  const startFrom = (saved: Pick<AdminProductFieldsFragment, 'translations'>) => {
    form.reset(productTranslationValues(saved, 'UR'));
    setBasedOn(productTranslationVersion(saved, 'UR'));
    setOvertaken(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save({
        variables: { input: productTranslationInput(product.id, 'UR', values, basedOn) },
      });
      if (!data) return;
      // The saved text as the api stored it (trimmed, empty for English), now the form's start.
      startFrom(data.updateProductTranslation);
      toast.success(`Urdu text of ${product.name} saved.`);
    } catch (error) {
      setOvertaken(errorCode(error) === 'CONFLICT');
      refuseWithField(form, error, translationFieldOf);
    }
  });

  const loadTheirs = async () => {
    setLoading(true);
    try {
      const { data } = await client.query({
        query: AdminProductQuery,
        variables: { id: product.id },
        fetchPolicy: 'network-only',
      });
      if (data?.product) startFrom(data.product);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form
      aria-label={`Urdu text of ${product.name}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Stack>
        <Columns>
          <EnglishText product={product} />
          <Stack>
            <TextField
              label="Urdu name"
              hint="Leave empty to show the English name."
              maxLength={200}
              error={errors.name?.message}
              {...urdu}
              {...form.register('name')}
            />
            <TextArea
              label="Urdu description"
              hint="Leave empty to show the English description."
              rows={5}
              maxLength={5000}
              error={errors.description?.message}
              {...urdu}
              {...form.register('description')}
            />
          </Stack>
        </Columns>
        {form.formError ? (
          <FormMessage variant="error">{overtaken ? overtakenMessage : form.formError}</FormMessage>
        ) : null}
        <div>
          <Button type="submit" loading={isSubmitting}>
            Save Urdu text
          </Button>
          {overtaken ? (
            <Button
              type="button"
              variant="secondary"
              loading={loading}
              onClick={() => void loadTheirs()}
            >
              Load their Urdu text
            </Button>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}

/**
 * The product's Urdu text (issue 24): a form for `catalog:write`, read only for other roles. A
 * field left empty shows the English one in the shop.
 */
export function ProductTranslationPanel({ product }: ProductTranslationPanelProps) {
  return (
    <Panel title="Urdu">
      <PermissionGuard
        permission="CATALOG_WRITE"
        fallback={
          <Columns>
            <EnglishText product={product} />
            <UrduSummary product={product} />
          </Columns>
        }
      >
        {/* A new form for another product; the same product's saves keep it. */}
        <UrduForm key={product.id} product={product} />
      </PermissionGuard>
    </Panel>
  );
}
