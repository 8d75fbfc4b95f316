import { useDeferredValue, useState, type ChangeEvent } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
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
import { categoryLabels, freeFromLabels, optionsOf, skinTypeLabels } from './catalogueLabels.ts';
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
        ? [{ value: chosen, label: names.get(chosen) ?? 'The chosen product' }]
        : [];
    return [
      { value: '', label: 'Choose a product' },
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
      <legend>Bundle contents</legend>
      {errors?.message ? <FormMessage variant="error">{errors.message}</FormMessage> : null}
      <Stack>
        <TextField
          label="Find products for the bundle"
          type="search"
          hint={
            total > found.length
              ? `Listing ${found.length} of ${total} by name: type part of a name to find the rest.`
              : 'Type part of a name to narrow the lists below.'
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
              label={`Product ${index + 1}`}
              options={choicesFor(index)}
              error={errors?.[index]?.productId?.message}
              {...remembering(form.register(`bundleContents.${index}.productId`))}
            />
            <TextField
              label={`Quantity of product ${index + 1}`}
              inputMode="numeric"
              error={errors?.[index]?.quantity?.message}
              {...form.register(`bundleContents.${index}.quantity`)}
            />
            <Button type="button" variant="ghost" onClick={() => remove(index)}>
              Remove product {index + 1}
            </Button>
          </Cluster>
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => append({ productId: '', quantity: '1' })}
          >
            Add a product to the bundle
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
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      aria-label={product ? `Edit ${product.name}` : 'New product'}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard when={form.formState.isDirty && !form.formState.isSubmitting} />
      <Stack>
        <Panel title="Details">
          <Stack>
            <TextField
              label="Name"
              required
              maxLength={200}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextArea
              label="Description"
              rows={5}
              maxLength={5000}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <SelectField
              label="Category"
              required
              options={optionsOf(categoryLabels, 'Choose a category')}
              error={errors.category?.message}
              {...form.register('category')}
            />
            <TextField
              label="Subcategory"
              hint="E.g. Serums, Cleansers; may be empty."
              maxLength={100}
              error={errors.subCategory?.message}
              {...form.register('subCategory')}
            />
          </Stack>
        </Panel>
        <Panel title="Price and stock">
          <Stack>
            <TextField
              label="Price (Rs.)"
              required
              inputMode="decimal"
              error={errors.price?.message}
              {...form.register('price')}
            />
            <TextField
              label="Sale price (Rs.)"
              hint="Below the price; leave empty for no sale."
              inputMode="decimal"
              error={errors.salePrice?.message}
              {...form.register('salePrice')}
            />
            {product ? null : (
              <TextField
                label="Stock to begin with"
                inputMode="numeric"
                error={errors.stock?.message}
                {...form.register('stock')}
              />
            )}
            <TextField
              label="Low-stock threshold"
              hint="At or below this many, the product counts as low in stock."
              inputMode="numeric"
              error={errors.lowStockThreshold?.message}
              {...form.register('lowStockThreshold')}
            />
          </Stack>
        </Panel>
        <Panel title="Photo">
          <ImageUploader
            value={imageUrl || undefined}
            onSelect={(file) => void upload(file)}
            alt={useWatch({ control: form.control, name: 'imageAlt' })}
            onAltChange={(alt) => form.setValue('imageAlt', alt, { shouldDirty: true })}
            altError={errors.imageAlt?.message}
            altHint="What the photo shows, for shoppers who cannot see it; the name when empty."
            busy={uploading}
            error={uploadError ?? errors.imageFile?.message}
          />
        </Panel>
        <Panel title="Ingredients and suitability">
          <Stack>
            <Controller
              control={form.control}
              name="ingredients"
              render={({ field }) => (
                <IngredientListEditor
                  value={field.value}
                  onChange={field.onChange}
                  hint="As printed on the pack, in that order."
                  error={errors.ingredients?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="skinTypes"
              render={({ field }) => (
                <CheckboxGroup
                  legend="Skin types"
                  hint="None chosen: suits every skin type."
                  orientation="horizontal"
                  options={optionsOf(skinTypeLabels)}
                  value={field.value}
                  onValueChange={field.onChange}
                  error={errors.skinTypes?.message}
                />
              )}
            />
            {derived ? (
              <Controller
                control={form.control}
                name="freeFrom"
                render={({ field }) => (
                  <CheckboxGroup
                    legend="Free from"
                    hint="Worked out from the saved ingredient list; untick a tag to claim less than the list allows."
                    orientation="horizontal"
                    options={optionsOf(freeFromLabels).map((option) => ({
                      ...option,
                      ...(derived.includes(option.value as FreeFrom)
                        ? {}
                        : { disabled: true, hint: 'The ingredient list does not allow it.' }),
                    }))}
                    value={field.value}
                    onValueChange={field.onChange}
                    error={errors.freeFrom?.message}
                  />
                )}
              />
            ) : (
              <p>
                Free-from tags are worked out from the ingredient list when the product is saved.
              </p>
            )}
          </Stack>
        </Panel>
        {category === 'BUNDLE' ? (
          <Panel title="Bundle">
            <BundleContentsField form={form} product={product} />
          </Panel>
        ) : null}
        <Panel title="In the shop">
          <Stack>
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <Checkbox
                  label="Published (shown in the shop)"
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
                  label="Among the latest products"
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
            {product ? 'Save product' : 'Create product'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
