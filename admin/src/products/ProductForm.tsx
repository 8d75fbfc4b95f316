import { useDeferredValue, useState, type ChangeEvent } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Cluster,
  FormMessage,
  ImageUploader,
  IngredientListEditor,
  Panel,
  SelectField,
  Stack,
  TextArea,
  TextField,
} from '@bloom/ui';
import type { AdminProductFieldsFragment, FreeFrom } from '../__generated__/graphql.ts';
import { refuseWithField } from '../forms/serverFieldErrors.ts';
import { useAdminForm } from '../forms/useAdminForm.ts';
import { useSentence } from '../i18n/useSentence.ts';
import {
  categoryMessageIds,
  freeFromMessageIds,
  optionsOf,
  sayEach,
  skinTypeMessageIds,
} from './catalogueLabels.ts';
import { ProductChoicesQuery } from './productDocuments.ts';
import {
  formFieldOf,
  newProductValues,
  productSchema,
  productValues,
  type ProductFormOutput,
} from './productForm.ts';
import { uploadImage } from './uploadImage.ts';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard.tsx';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  /** The product as last read; none for "New product". */
  product?: AdminProductFieldsFragment;
  /** Saves the checked values; throws the gateway's refusal. */
  onSave: (values: ProductFormOutput) => Promise<unknown>;
}

/** The bundle's contents: a product and a quantity a line, for category Bundle only. */
function BundleContentsField({
  form,
  product,
}: {
  form: ReturnType<typeof useProductForm>;
  product: AdminProductFieldsFragment | undefined;
}) {
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const ownId = product?.id;
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'bundleContents',
  });
  // The whole catalogue, narrowed by name: a list of the first page alone would miss the rest.
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const { data } = useQuery(ProductChoicesQuery, {
    variables: { search: searched || undefined, page: 1 },
  });
  // The names of the products the lines hold, so a line keeps its choice when a search leaves
  // it out: the saved bundle's, then each one chosen.
  const [names, setNames] = useState(
    () => new Map((product?.bundleContents ?? []).map((line) => [line.productId, line.name])),
  );
  const found = (data?.products.items ?? []).filter(
    (choice) => choice.category !== 'BUNDLE' && choice.id !== ownId,
  );
  const lines = useWatch({ control: form.control, name: 'bundleContents' }) ?? [];
  /** A line's choices: what the search found, and the line's own product whatever the search. */
  const choicesFor = (index: number) => {
    const chosen = lines[index]?.productId;
    const kept =
      chosen && !found.some((choice) => choice.id === chosen)
        ? [{ value: chosen, label: names.get(chosen) ?? say('admin.productForm.chosenProduct') }]
        : [];
    return [
      { value: '', label: say('admin.productForm.chooseAProduct') },
      ...kept,
      ...found.map((choice) => ({ value: choice.id, label: choice.name })),
    ];
  };
  /** A line's select that also remembers the chosen product's name. */
  const remembering = <
    Field extends { onChange: (event: ChangeEvent<HTMLSelectElement>) => unknown },
  >(
    field: Field,
  ): Field => ({
    ...field,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const chosen = found.find((choice) => choice.id === event.target.value);
      if (chosen) setNames((known) => new Map(known).set(chosen.id, chosen.name));
      return field.onChange(event);
    },
  });
  const total = data?.products.total ?? 0;
  const errors = form.formState.errors.bundleContents;
  return (
    <fieldset>
      <legend>{say('admin.product.bundleContents')}</legend>
      {errors?.message ? (
        <FormMessage variant="error">{sentence(errors.message)}</FormMessage>
      ) : null}
      <Stack>
        <TextField
          label={say('admin.productForm.findForBundle')}
          type="search"
          hint={
            total > found.length
              ? say('admin.productForm.findListing', { shown: found.length, total })
              : say('admin.productForm.findHint')
          }
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          // Enter here narrows the lists; it does not save the product.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        {fields.map((field, index) => (
          <Cluster key={field.id}>
            <SelectField
              label={say('admin.productForm.bundleProduct', { line: index + 1 })}
              options={choicesFor(index)}
              error={sentence(errors?.[index]?.productId?.message)}
              {...remembering(form.register(`bundleContents.${index}.productId`))}
            />
            <TextField
              label={say('admin.productForm.bundleQuantity', { line: index + 1 })}
              inputMode="numeric"
              error={sentence(errors?.[index]?.quantity?.message)}
              {...form.register(`bundleContents.${index}.quantity`)}
            />
            <Button type="button" variant="ghost" onClick={() => remove(index)}>
              {say('admin.productForm.bundleRemove', { line: index + 1 })}
            </Button>
          </Cluster>
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => append({ productId: '', quantity: '1' })}
          >
            {say('admin.productForm.bundleAdd')}
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}

/** The product form's react-hook-form, with the schema's checks. */
function useProductForm(product: AdminProductFieldsFragment | undefined) {
  return useAdminForm(productSchema, product ? productValues(product) : newProductValues);
}

/**
 * Every editable field of a product: the form of "New product" and of the product page for
 * `catalog:write`. Checked as the import checks a product; what the api refuses is said beside
 * the field it names, and a save refused because someone changed the product meanwhile says so
 * above the button, keeping everything typed.
 */
export function ProductForm({ product, onSave }: ProductFormProps) {
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const form = useProductForm(product);
  const { errors, isSubmitting } = form.formState;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const category = useWatch({ control: form.control, name: 'category' });
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const derived = product?.derivedFreeFrom;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      // Saved: what is on the screen is now what is stored, so leaving asks nothing.
      form.reset(form.getValues());
    } catch (error) {
      refuseWithField(form, error, formFieldOf);
    }
  });

  const upload = async (file: File) => {
    setUploading(true);
    setUploadError(undefined);
    try {
      const image = await uploadImage(file);
      form.setValue('imageFile', image.file, { shouldDirty: true, shouldValidate: true });
      form.setValue('imageUrl', image.url, { shouldDirty: true });
    } catch (error) {
      setUploadError(sentence(error instanceof Error ? error.message : String(error)));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      aria-label={
        product
          ? say('admin.productForm.editLabel', { name: product.name })
          : say('admin.product.newTitle')
      }
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Stack>
        <Panel title={say('admin.product.details')}>
          <Stack>
            <TextField
              label={say('admin.productForm.name')}
              required
              maxLength={200}
              error={sentence(errors.name?.message)}
              {...form.register('name')}
            />
            <TextArea
              label={say('admin.productForm.description')}
              rows={5}
              maxLength={5000}
              error={sentence(errors.description?.message)}
              {...form.register('description')}
            />
            <SelectField
              label={say('admin.product.category')}
              required
              options={optionsOf(
                sayEach(categoryMessageIds, intl),
                say('admin.productForm.chooseACategory'),
              )}
              error={sentence(errors.category?.message)}
              {...form.register('category')}
            />
            <TextField
              label={say('admin.productForm.subCategory')}
              hint={say('admin.productForm.subCategoryHint')}
              maxLength={100}
              error={sentence(errors.subCategory?.message)}
              {...form.register('subCategory')}
            />
          </Stack>
        </Panel>
        <Panel title={say('admin.productForm.priceAndStock')}>
          <Stack>
            <TextField
              label={say('admin.productForm.price')}
              required
              inputMode="decimal"
              error={sentence(errors.price?.message)}
              {...form.register('price')}
            />
            <TextField
              label={say('admin.productForm.salePrice')}
              hint={say('admin.productForm.salePriceHint')}
              inputMode="decimal"
              error={sentence(errors.salePrice?.message)}
              {...form.register('salePrice')}
            />
            {product ? null : (
              <TextField
                label={say('admin.productForm.startingStock')}
                inputMode="numeric"
                error={sentence(errors.stock?.message)}
                {...form.register('stock')}
              />
            )}
            <TextField
              label={say('admin.productForm.threshold')}
              hint={say('admin.productForm.thresholdHint')}
              inputMode="numeric"
              error={sentence(errors.lowStockThreshold?.message)}
              {...form.register('lowStockThreshold')}
            />
          </Stack>
        </Panel>
        <Panel title={say('admin.productForm.photo')}>
          <ImageUploader
            value={imageUrl || undefined}
            onSelect={(file) => void upload(file)}
            alt={useWatch({ control: form.control, name: 'imageAlt' })}
            onAltChange={(alt) => form.setValue('imageAlt', alt, { shouldDirty: true })}
            altError={sentence(errors.imageAlt?.message)}
            altHint={say('admin.productForm.altHint')}
            busy={uploading}
            error={uploadError ?? sentence(errors.imageFile?.message)}
          />
        </Panel>
        <Panel title={say('admin.productForm.ingredientsAndSuitability')}>
          <Stack>
            <Controller
              control={form.control}
              name="ingredients"
              render={({ field }) => (
                <IngredientListEditor
                  value={field.value}
                  onChange={field.onChange}
                  hint={say('admin.productForm.ingredientsHint')}
                  error={sentence(errors.ingredients?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="skinTypes"
              render={({ field }) => (
                <CheckboxGroup
                  legend={say('admin.product.skinTypes')}
                  hint={say('admin.productForm.skinTypesHint')}
                  orientation="horizontal"
                  options={optionsOf(sayEach(skinTypeMessageIds, intl))}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={sentence(errors.skinTypes?.message)}
                />
              )}
            />
            {derived ? (
              <Controller
                control={form.control}
                name="freeFrom"
                render={({ field }) => (
                  <CheckboxGroup
                    legend={say('admin.product.freeFrom')}
                    hint={say('admin.productForm.freeFromHint')}
                    orientation="horizontal"
                    options={optionsOf(sayEach(freeFromMessageIds, intl)).map((option) => ({
                      ...option,
                      ...(derived.includes(option.value as FreeFrom)
                        ? {}
                        : { disabled: true, hint: say('admin.productForm.freeFromNotAllowed') }),
                    }))}
                    value={field.value}
                    onValueChange={field.onChange}
                    error={sentence(errors.freeFrom?.message)}
                  />
                )}
              />
            ) : (
              <p>{say('admin.productForm.freeFromLater')}</p>
            )}
          </Stack>
        </Panel>
        {category === 'BUNDLE' ? (
          <Panel title={say('admin.category.bundle')}>
            <BundleContentsField form={form} product={product} />
          </Panel>
        ) : null}
        <Panel title={say('admin.productForm.inTheShop')}>
          <Stack>
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <Checkbox
                  label={say('admin.productForm.publishedLabel')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="latest"
              render={({ field }) => (
                <Checkbox
                  label={say('admin.productForm.latestLabel')}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
          </Stack>
        </Panel>
        {form.formError ? <FormMessage variant="error">{form.formError}</FormMessage> : null}
        <div>
          <Button type="submit" loading={isSubmitting} disabled={uploading}>
            {say(product ? 'admin.productForm.save' : 'admin.productForm.create')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
