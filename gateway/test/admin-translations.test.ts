/**
 * Product translations in the back office through /admin/graphql, against the real gateway and a
 * real api: staff with catalog:write set a product's Urdu text and the shop's `locale: UR` shows
 * it; support is refused before the api; English is not a translation; a save from a stale
 * version is CONFLICT and keeps the other staff member's text.
 */
import { describe, expect, it } from 'vitest';
import { codesOf, Shopper } from './support/gateway.ts';
import { signedInStaff } from './support/staff.ts';
import { useStack } from './support/stack.ts';

const stack = useStack();

const save = `mutation ($input: UpdateProductTranslationInput!) {
  updateProductTranslation(input: $input) { id translations { locale name description version } }
}`;

/** The seeded Argan Repair Shampoo's id, through the shop's schema. */
async function shampooId(): Promise<string> {
  const reply = await new Shopper(stack.gateway.url).gql<{
    products: { items: { id: string; name: string }[] };
  }>(`{ products(search: "Argan Repair Shampoo") { items { id name } } }`);
  const found = reply.data?.products.items.find((item) => item.name === 'Argan Repair Shampoo');
  if (!found) throw new Error('the seed has no Argan Repair Shampoo');
  return found.id;
}

/** The Urdu translation's version, as the back office reads it with the product. */
async function versionOf(id: string): Promise<number> {
  const owner = await signedInStaff(stack.gateway.url, 'owner');
  const reply = await owner.gql<{ product: { translations: { version: number }[] } }>(
    `query ($id: ID!) { product(id: $id) { translations { locale version } } }`,
    { id },
  );
  const version = reply.data?.product.translations[0]?.version;
  if (version === undefined) throw new Error(`no translation version: ${JSON.stringify(reply)}`);
  return version;
}

describe('updateProductTranslation', () => {
  it('saves the Urdu text, the product lists it, and the shop shows it', async () => {
    const id = await shampooId();
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const reply = await owner.gql<{
      updateProductTranslation: { translations: { locale: string; name: string | null }[] };
    }>(save, {
      input: {
        productId: id,
        locale: 'UR',
        name: 'آرگن شیمپو',
        description: null,
        expectedVersion: await versionOf(id),
      },
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.updateProductTranslation.translations).toEqual([
      { locale: 'UR', name: 'آرگن شیمپو', description: null, version: expect.any(Number) },
    ]);
    const shop = await new Shopper(stack.gateway.url).gql<{
      product: { name: string; description: string };
    }>(`query ($id: ID!) { product(id: $id) { name(locale: UR) description(locale: UR) } }`, {
      id,
    });
    expect(shop.data?.product.name).toBe('آرگن شیمپو');
    // The description left null shows the English one.
    expect(shop.data?.product.description).toMatch(/^A sulphate-free wash/);
  });

  it('refuses support with FORBIDDEN and English with BAD_USER_INPUT', async () => {
    const id = await shampooId();
    const support = await signedInStaff(stack.gateway.url, 'support');
    const refused = await support.gql(save, {
      input: { productId: id, locale: 'UR', name: 'x', description: null, expectedVersion: 0 },
    });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const english = await owner.gql(save, {
      input: { productId: id, locale: 'EN', name: 'x', description: null, expectedVersion: 0 },
    });
    expect(codesOf(english)).toEqual(['BAD_USER_INPUT']);
    expect(english.errors?.[0]?.message).toBe(
      "English is the product's own text: save it with updateProduct.",
    );
  });

  it('refuses a save from a stale version with CONFLICT and keeps the first one', async () => {
    const id = await shampooId();
    const manager = await signedInStaff(stack.gateway.url, 'manager');
    const owner = await signedInStaff(stack.gateway.url, 'owner');
    const seen = await versionOf(id);
    const text = (name: string) => ({
      input: { productId: id, locale: 'UR', name, description: null, expectedVersion: seen },
    });
    const first = await owner.gql(save, text('پہلا'));
    expect(first.errors).toBeUndefined();

    const second = await manager.gql(save, text('دوسرا'));
    expect(codesOf(second)).toEqual(['CONFLICT']);
    expect(second.errors?.[0]?.message).toBe('This translation was changed since you opened it.');
    expect(second.errors?.[0]?.extensions?.['version']).toBe(seen + 1);
    const now = await manager.gql<{
      product: { translations: { name: string | null; version: number }[] };
    }>(`query ($id: ID!) { product(id: $id) { translations { name version } } }`, { id });
    expect(now.data?.product.translations).toEqual([{ name: 'پہلا', version: seen + 1 }]);
  });
});
