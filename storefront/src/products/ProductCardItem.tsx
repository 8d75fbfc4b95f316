import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { ProductCard, toast } from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { ProductCardFieldsFragment } from '../__generated__/graphql';
import { useCartActions } from '../cart/cart.tsx';
import { categoryLabel } from '../catalog/categories.ts';
import { PRODUCT_CARD_SIZES } from '../render/preloadImage.ts';
import CardHeart from '../wishlist/CardHeart.island.tsx';
import { IslandSlot } from '../islands/island.tsx';

/** What every product card of the shop shows (listings, home, related products). */
export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    name(locale: $locale)
    category
    price
    currentPrice
    imageUrl
    imageAlt(locale: $locale)
    image {
      srcSet
      avifSrcSet
    }
    inStock
    averageRating
    reviewCount
  }
`);

/** The cart line a product card adds. */
export function cartItemOf(product: ProductCardFieldsFragment) {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    price: product.price,
    currentPrice: product.currentPrice,
    imageUrl: product.imageUrl,
  };
}

/** Props of {@link ProductCardItem}. */
export type ProductCardItemProps = {
  /** The product to show. */
  product: ProductCardFieldsFragment;
  /** Heading level of the name, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** One of the first cards a visitor sees: its photo loads at once (see ProductCard). */
  priority?: boolean;
  /** A control under Add to cart (Remove on the wishlist page). */
  secondaryAction?: ReactNode;
};

/** A product card linking to its page, with Add to cart and the wishlist heart wired. */
export function ProductCardItem({
  product,
  headingLevel = 2,
  priority,
  secondaryAction,
}: ProductCardItemProps) {
  // Actions only: a card does not re-render when the cart changes.
  const { add } = useCartActions();
  const intl = useIntl();
  return (
    <ProductCard
      name={product.name}
      imageUrl={product.imageUrl}
      imageAlt={product.imageAlt}
      imageSrcSet={product.image.srcSet ?? undefined}
      imageAvifSrcSet={product.image.avifSrcSet ?? undefined}
      imageSizes={PRODUCT_CARD_SIZES}
      category={categoryLabel(intl, product.category)}
      price={product.price}
      currentPrice={product.currentPrice}
      inStock={product.inStock}
      rating={product.reviewCount > 0 ? product.averageRating : undefined}
      reviewCount={product.reviewCount > 0 ? product.reviewCount : undefined}
      headingLevel={headingLevel}
      priority={priority}
      wishlist={
        // Its own island, left alone when the card hydrates (ProductCard.island.tsx).
        <IslandSlot name="heart">
          <CardHeart product={{ id: product.id, name: product.name }} />
        </IslandSlot>
      }
      secondaryAction={secondaryAction}
      onAddToCart={() => {
        add(cartItemOf(product));
        toast.success(intl.formatMessage({ id: 'shop.cart.added' }, { name: product.name }));
      }}
      asChild
    >
      <Link to={`/selectedItem/${product.id}`} />
    </ProductCard>
  );
}
