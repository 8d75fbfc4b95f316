/**
 * The schema as frontend developers meet it in the playground's docs: every type, field,
 * argument and enum value says what it is, and the names the storefront builds on stay put.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaPath } from '../src/server.ts';

const schema = buildSchema(readFileSync(schemaPath, 'utf8'));
const ownTypes = Object.values(schema.getTypeMap()).filter(
  (type) =>
    !type.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name),
);

/** Every place in a type that should carry a description, with the ones that do not. */
function undescribed(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  if (!type.description?.trim()) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) {
        if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema.graphql', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(ownTypes.flatMap(undescribed)).toEqual([]);
  });

  it('keeps the names the storefront builds on', () => {
    const category = schema.getType('Category');
    expect(isEnumType(category) && category.getValues().map((value) => value.name)).toEqual([
      'SKINCARE',
      'HAIRCARE',
      'BODY_CARE',
      'COSMETICS',
      'BUNDLE',
    ]);
    const product = schema.getType('Product');
    expect(isObjectType(product) && Object.keys(product.getFields())).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'description',
        'category',
        'subCategory',
        'price',
        'currentPrice',
        'onSale',
        'salePrice',
        'imageUrl',
        'imageAlt',
        'stock',
        'inStock',
        'latest',
        'averageRating',
        'reviewCount',
        'reviews',
        'bundleContents',
      ]),
    );
    const products = schema.getQueryType()?.getFields()['products'];
    expect(products?.type.toString()).toBe('ProductPage!');
    expect(products?.args.map((arg) => `${arg.name}: ${arg.type.toString()}`)).toEqual([
      'category: Category',
      'page: Int',
      'search: String',
    ]);
  });

  it('marks effectivePrice deprecated in favour of currentPrice', () => {
    const product = schema.getType('Product');
    const field = isObjectType(product) ? product.getFields()['effectivePrice'] : undefined;
    expect(field?.deprecationReason).toMatch(/currentPrice/);
  });

  it('takes one input object per mutation that has arguments', () => {
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    for (const mutation of mutations) {
      expect(mutation.args.length, mutation.name).toBeLessThanOrEqual(1);
      for (const arg of mutation.args)
        expect(arg.type.toString(), mutation.name).toMatch(/Input!$/);
    }
  });
});
