/**
 * The product form's fields, checked as the catalogue import checks them (the api checks again
 * and names the field at fault), and the two ways between them and the admin schema.
 */
import { z } from 'zod';
import type {
  AdminProductFieldsFragment,
  Category,
  FreeFrom,
  ProductInput,
  SkinType,
} from '../__generated__/graphql.ts';
import { categoryLabels } from './catalogueLabels.ts';

const money = /^\d+(?:\.\d{1,2})?$/;
const wholeNumber = /^\d+$/;

/** The product form's schema: strings as typed, numbers once checked, messages as ids. */
export const productSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'admin.productForm.nameRequired')
      .max(200, 'admin.productForm.nameTooLong'),
    description: z.string().max(5000, 'admin.productForm.descriptionTooLong'),
    category: z.enum(Object.keys(categoryLabels) as [Category, ...Category[]], {
      error: 'admin.productForm.chooseCategory',
    }),
    subCategory: z.string().trim().max(100, 'admin.productForm.subCategoryTooLong'),
    price: z
      .string()
      .trim()
      .regex(money, 'admin.productForm.priceFormat')
      .transform(Number)
      .refine((price) => price > 0, 'admin.productForm.priceAboveZero'),
    salePrice: z
      .string()
      .trim()
      .regex(/^(?:\d+(?:\.\d{1,2})?)?$/, 'admin.productForm.salePriceFormat')
      .transform((text) => (text ? Number(text) : 0)),
    stock: z.string().trim().regex(wholeNumber, 'admin.productForm.stockFormat').transform(Number),
    lowStockThreshold: z
      .string()
      .trim()
      .regex(wholeNumber, 'admin.productForm.thresholdFormat')
      .transform(Number)
      .refine((value) => value <= 100_000, 'admin.productForm.thresholdTooHigh'),
    latest: z.boolean(),
    published: z.boolean(),
    ingredients: z.array(z.string()).max(150, 'admin.productForm.tooManyIngredients'),
    freeFrom: z.array(z.string()),
    skinTypes: z.array(z.string()),
    bundleContents: z.array(
      z.object({
        productId: z.string().min(1, 'admin.productForm.chooseProduct'),
        quantity: z
          .string()
          .trim()
          .regex(/^[1-9]\d*$/, 'admin.productForm.quantityFormat')
          .transform(Number),
      }),
    ),
    imageFile: z.string().min(1, 'admin.productForm.photoRequired'),
    imageUrl: z.string(),
    imageAlt: z.string().trim().max(200, 'admin.productForm.altTooLong'),
  })
  .superRefine((values, context) => {
    // The shop's rule since the first catalogue: a sale price is below the price, or none.
    if (values.salePrice > 0 && values.salePrice >= values.price) {
      context.addIssue({
        code: 'custom',
        path: ['salePrice'],
        message: 'admin.productForm.saleBelowPrice',
      });
    }
  });

/** The form's values as typed. */
export type ProductFormValues = z.input<typeof productSchema>;

/** The form's values once checked. */
export type ProductFormOutput = z.output<typeof productSchema>;

/** An empty form, for "New product". */
export const newProductValues: ProductFormValues = {
  name: '',
  description: '',
  category: '' as Category,
  subCategory: '',
  price: '',
  salePrice: '',
  stock: '0',
  lowStockThreshold: '5',
  latest: false,
  published: true,
  ingredients: [],
  freeFrom: [],
  skinTypes: [],
  bundleContents: [],
  imageFile: '',
  imageUrl: '',
  imageAlt: '',
};

/** The form's values for a product as the gateway answers it. */
export function productValues(product: AdminProductFieldsFragment): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    subCategory: product.subCategory,
    price: String(product.price),
    salePrice: product.salePrice ? String(product.salePrice) : '',
    stock: String(product.stock),
    lowStockThreshold: String(product.lowStockThreshold),
    latest: product.latest,
    published: product.published,
    ingredients: [...product.ingredients],
    freeFrom: [...product.freeFrom],
    skinTypes: [...product.skinTypes],
    bundleContents: product.bundleContents.map((line) => ({
      productId: line.productId,
      quantity: String(line.quantity),
    })),
    imageFile: product.image.file,
    imageUrl: product.image.url,
    imageAlt: product.image.alt,
  };
}

/**
 * The admin schema's input for checked values. Free-from tags go only when staff claim fewer
 * than the list allows (`derived`); left out, the api derives them from the ingredients, so they
 * follow a changed list.
 */
export function productInput(
  values: ProductFormOutput,
  derived: readonly string[] | undefined,
): ProductInput {
  const claimsFewer =
    derived !== undefined && derived.some((tag) => !values.freeFrom.includes(tag));
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    subCategory: values.subCategory,
    price: values.price,
    salePrice: values.salePrice,
    latest: values.latest,
    published: values.published,
    lowStockThreshold: values.lowStockThreshold,
    ingredients: values.ingredients,
    ...(claimsFewer ? { freeFrom: values.freeFrom as FreeFrom[] } : {}),
    skinTypes: values.skinTypes as SkinType[],
    bundleContents: values.category === 'BUNDLE' ? values.bundleContents : [],
    image: { file: values.imageFile, alt: values.imageAlt || values.name },
  };
}

/**
 * The form field a refusal names (`extensions.field`: `salePrice`, `ingredients.3`,
 * `image.alt`), or undefined when it names none the form has.
 */
export function formFieldOf(field: string | undefined): keyof ProductFormValues | undefined {
  if (!field) return undefined;
  const [head = '', sub] = field.split('.');
  if (head === 'image') return sub === 'alt' ? 'imageAlt' : 'imageFile';
  const known: (keyof ProductFormValues)[] = [
    'name',
    'description',
    'category',
    'subCategory',
    'price',
    'salePrice',
    'stock',
    'lowStockThreshold',
    'ingredients',
    'freeFrom',
    'skinTypes',
    'bundleContents',
  ];
  return known.find((name) => name === head);
}
