import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  IconButton,
  Price,
  QuantityStepper,
  TrashIcon,
  formatPrice,
} from '@bloom/ui';
import { categoryName } from '../catalog/categories.ts';
import type { Category } from '../__generated__/graphql';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useSession } from '../session/session.tsx';
import { useCart } from './cart.tsx';
import { lineTotal } from './cartMachine.ts';
import styles from './CartPage.module.css';

/** The cart writes Body Care as one word (SPEC.md §2). */
export function cartCategoryLabel(category: Category): string {
  return category === 'BODY_CARE' ? 'Bodycare' : categoryName(category);
}

/** /cart: the lines, their quantities and the total, and the way on to checkout. */
export function CartPage() {
  const cart = useCart();
  const { status } = useSession();
  const checkoutPath = status === 'member' ? '/checkout' : '/login?from=cart';

  return (
    <section aria-labelledby="cart-title">
      <PageTitle page={'Cart'} />
      <h1 id="cart-title">Shopping Cart</h1>
      {cart.lines.length === 0 ? (
        <EmptyState
          title="No Item In Cart"
          description="Your cart is waiting for something lovely."
          actions={
            <Button asChild>
              <Link to="/products">Shop Now</Link>
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div>
            <ul className={styles.lines} aria-label="Items in your cart">
              {cart.lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <img className={styles.image} src={line.imageUrl} alt="" />
                  <div className={styles.details}>
                    <h2>
                      <Link to={`/selectedItem/${line.id}`}>{line.name}</Link>
                    </h2>
                    <p>{cartCategoryLabel(line.category)}</p>
                    <Price price={line.price} salePrice={line.salePrice} size="sm" />
                  </div>
                  <IconButton
                    className={styles.remove}
                    aria-label={`Remove ${line.name}`}
                    onClick={() => cart.remove(line.id)}
                  >
                    <TrashIcon />
                  </IconButton>
                  <QuantityStepper
                    className={styles.stepper}
                    label={`Quantity of ${line.name}`}
                    value={line.quantity}
                    min={1}
                    onDecrease={() => cart.decrease(line.id)}
                    onIncrease={() => cart.increase(line.id)}
                  />
                  <p className={styles.total} data-testid={`line-total-${line.id}`}>
                    {formatPrice(lineTotal(line))}
                  </p>
                </li>
              ))}
            </ul>
            <p className={styles.actions}>
              <Button asChild variant="outline">
                <Link to="/products">Return to Shop</Link>
              </Button>
            </p>
          </div>
          <section className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Cart Total</h2>
            <dl>
              <dt>Items</dt>
              <dd>{cart.totalQuantity}</dd>
            </dl>
            <dl>
              <dt>Total Amount</dt>
              <dd data-testid="cart-total">{formatPrice(cart.totalPrice)}</dd>
            </dl>
            <div className={styles.actions}>
              <Button asChild fullWidth>
                <Link to={checkoutPath}>Checkout</Link>
              </Button>
              <Button asChild variant="ghost" fullWidth>
                <Link to="/products">Back to shop</Link>
              </Button>
            </div>
          </section>
        </div>
      )}
    </section>
  );
}
