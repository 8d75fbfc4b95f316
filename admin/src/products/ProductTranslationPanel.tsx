import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
import { errorCode, useErrorMessage } from '../graphql/errors.ts';
import { useSentence } from '../i18n/useSentence.ts';
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
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  // The shop's English text is English whatever the screen's language.
  return (
    <SummaryList aria-label={say('admin.productUrdu.englishText')}>
      <SummaryRow label={say('admin.productUrdu.englishName')} variant="text">
        <span lang="en" dir="ltr">
          {product.name}
        </span>
      </SummaryRow>
      <SummaryRow label={say('admin.productUrdu.englishDescription')} variant="text">
        {product.description ? (
          <span lang="en" dir="ltr">
            {product.description}
          </span>
        ) : (
          say('admin.product.none')
        )}
      </SummaryRow>
    </SummaryList>
  );
}

/** The Urdu text as a role without `catalog:write` sees it. */
function UrduSummary({ product }: ProductTranslationPanelProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const { name, description } = productTranslationValues(product, 'UR');
  return (
    <SummaryList aria-label={say('admin.productUrdu.urduText')}>
      <SummaryRow label={say('admin.productUrdu.urduName')} variant="text">
        {name ? <span {...urdu}>{name}</span> : say('admin.productUrdu.nameNotTranslated')}
      </SummaryRow>
      <SummaryRow label={say('admin.productUrdu.urduDescription')} variant="text">
        {description ? (
          <span {...urdu}>{description}</span>
        ) : (
          say('admin.productUrdu.descriptionNotTranslated')
        )}
      </SummaryRow>
    </SummaryList>
  );
}

/**
 * The Urdu name and description, typed right to left beside the English. A save names the
 * version the text started from: when someone else saved it meanwhile the api refuses it, the
 * form keeps what was typed, says so above the button and offers to load their text. Any other
 * refusal is said beside the field it names or above the button.
 */
function UrduForm({ product }: ProductTranslationPanelProps) {
  const intl = useIntl();
  const sentence = useSentence();
  const errorSentence = useErrorMessage();
  const say = (id: string) => intl.formatMessage({ id }, { name: product.name });
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
      toast.success(say('admin.productUrdu.saved'));
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
      toast.error(errorSentence(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <form
      aria-label={say('admin.productUrdu.formLabel')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Stack>
        <Columns>
          <EnglishText product={product} />
          <Stack>
            <TextField
              label={say('admin.productUrdu.urduName')}
              hint={say('admin.productUrdu.nameHint')}
              maxLength={200}
              error={sentence(errors.name?.message)}
              {...urdu}
              {...form.register('name')}
            />
            <TextArea
              label={say('admin.productUrdu.urduDescription')}
              hint={say('admin.productUrdu.descriptionHint')}
              rows={5}
              maxLength={5000}
              error={sentence(errors.description?.message)}
              {...urdu}
              {...form.register('description')}
            />
          </Stack>
        </Columns>
        {form.formError ? (
          <FormMessage variant="error">
            {overtaken ? say('admin.productUrdu.overtaken') : form.formError}
          </FormMessage>
        ) : null}
        <div>
          <Button type="submit" loading={isSubmitting}>
            {say('admin.productUrdu.save')}
          </Button>
          {overtaken ? (
            <Button
              type="button"
              variant="secondary"
              loading={loading}
              onClick={() => void loadTheirs()}
            >
              {say('admin.productUrdu.loadTheirs')}
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
  const intl = useIntl();
  return (
    <Panel title={intl.formatMessage({ id: 'admin.productUrdu.title' })}>
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
