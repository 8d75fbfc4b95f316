import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  FreeFromList,
  SkinTypeChips,
  freeFromTags as allFreeFromTags,
  skinTypes,
  type FreeFromTag,
  type SkinType,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { ProductIngredientsFieldsFragment } from '../__generated__/graphql';
import { categoryLabel } from '../catalog/categories.ts';
import { freeFromName, skinTypeName } from '../catalog/skinAndFreeFrom.ts';
import { avoidables, freeFromListingPath, freeFromTag, skinTypeTag } from './discovery.ts';

/** What the product page says of a product's ingredients and the skin it suits. */
export const ProductIngredientsFields = graphql(`
  fragment ProductIngredientsFields on Product {
    category
    ingredients
    ingredientRulings {
      ingredient
      freeFrom
    }
    freeFrom
    skinTypes
  }
`);

/** Props of {@link SkinAndFreeFrom} and {@link Ingredients}. */
export type ProductIngredientsProps = {
  /** The product. */
  product: ProductIngredientsFieldsFragment;
};

/**
 * At a glance, under the price: the skin types the product suits ("All skin types" when it
 * names none) and what it is free from. A bundle suits what its contents suit, each on its own
 * page, so it shows its free-from badges only.
 */
export function SkinAndFreeFrom({ product }: ProductIngredientsProps) {
  return (
    <>
      {product.category === 'BUNDLE' ? null : (
        // The chips say "All skin types" for a product that names none.
        <SkinTypeChips types={product.skinTypes.length > 0 ? suitedSkinTypes(product) : []} />
      )}
      <FreeFromList tags={freeFromTags(product)} />
    </>
  );
}

/** The product's skin types as the library names them, in the shop's order; every one for none. */
function suitedSkinTypes(product: ProductIngredientsFieldsFragment): SkinType[] {
  const named = product.skinTypes.map((type) => skinTypeTag[type]);
  return skinTypes.filter((type) => named.length === 0 || named.includes(type));
}

/** The product's free-from tags as the library names them, in the shop's order. */
function freeFromTags(product: ProductIngredientsFieldsFragment): FreeFromTag[] {
  const named = product.freeFrom.map((tag) => freeFromTag[tag]);
  return allFreeFromTags.filter((tag) => named.includes(tag));
}

/**
 * The skin types and free-from tags as shoppers read them in the page's language ("Oily",
 * "Fragrance"), for the product's structured data: every skin type for a product that names
 * none, none for a bundle, as {@link SkinAndFreeFrom} shows them.
 */
export function skinAndFreeFromNames(
  intl: IntlShape,
  product: ProductIngredientsFieldsFragment,
): {
  skinTypes: string[];
  freeFrom: string[];
} {
  return {
    skinTypes:
      product.category === 'BUNDLE'
        ? []
        : suitedSkinTypes(product).map((type) => skinTypeName(intl, type)),
    freeFrom: freeFromTags(product).map((tag) => freeFromName(intl, tag)),
  };
}

/**
 * The INCI list as the label prints it, and for each free-from tag some of its ingredients rule
 * out (the shop's rulings: "Parfum" and "Linalool" rule out fragrance-free) a link to the
 * product's category without them. One link a tag, naming its ingredients, rather than one
 * beside each: a perfumed product lists Parfum and up to six allergens, which would be seven
 * identical links. Ingredients no tag is about ("Aqua", "Glycerin") get none: the listing cannot
 * leave them out. Nothing is shown for a product whose list is not known.
 */
export function Ingredients({ product }: ProductIngredientsProps) {
  const intl = useIntl();
  if (product.ingredients.length === 0) return null;
  const avoidable = avoidables(product.ingredientRulings);
  const category = categoryLabel(intl, product.category);
  return (
    <section aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">
        <FormattedMessage id="shop.product.ingredients" />
      </h2>
      {/* INCI names are the label's Latin-script names in every language: marked as such, a
          screen reader on an Urdu page reads them in English. */}
      <p lang="en">{product.ingredients.join(', ')}</p>
      {avoidable.length > 0 ? (
        <>
          <h3 id="avoid-title">
            <FormattedMessage id="shop.product.avoid.title" />
          </h3>
          <ul aria-labelledby="avoid-title">
            {avoidable.map(({ tag, ingredients }) => {
              const name = freeFromName(intl, freeFromTag[tag]);
              return (
                <li key={tag}>
                  <FormattedMessage
                    id="shop.product.avoid.item"
                    values={{
                      label: name,
                      ingredients: <span lang="en">{ingredients.join(', ')}</span>,
                      category,
                      // "fragrance" in English, as the sentence always said it.
                      tag: name.toLocaleLowerCase(intl.locale),
                      link: (chunks) => (
                        <Link to={freeFromListingPath(product.category, tag)}>{chunks}</Link>
                      ),
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
