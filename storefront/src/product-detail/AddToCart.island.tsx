import { FormattedMessage, useIntl } from 'react-intl';
import { Button, toast } from '@bloom/ui';
import { useCartActions, type CartItemInput } from '../cart/cart.tsx';
import { island } from '../islands/island.tsx';

/** Props of the product page's Add to cart. */
export interface AddToCartProps {
  /** The cart line it adds (`cartItemOf(product)`). */
  item: CartItemInput;
}

/** The product page's Add to cart: one more of the product in the cart, and a toast. */
function AddToCartButton({ item }: AddToCartProps) {
  const { add } = useCartActions();
  const intl = useIntl();
  return (
    <Button
      size="lg"
      // What the head's keeper counts on the cart badge before the code runs (earlyTaps.ts).
      data-action="add-to-cart"
      onClick={() => {
        add(item);
        toast.success(intl.formatMessage({ id: 'shop.cart.added' }, { name: item.name }));
      }}
    >
      <FormattedMessage id="shop.product.addToCart" />
    </Button>
  );
}

/** The product page's Add to cart, as an island. */
export default island('product-detail/AddToCart', AddToCartButton);
