import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState } from '@bloom/ui';

/**
 * A page with nothing to show yet (an empty cart, no orders, a checkout without a cart): its words,
 * and Shop Now on to the products.
 */
export function ShopNowEmptyState({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      title={title}
      description={description}
      actions={
        <Button asChild>
          <Link to="/products">
            <FormattedMessage id="shop.cart.shopNow" />
          </Link>
        </Button>
      }
    />
  );
}
