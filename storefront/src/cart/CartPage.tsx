import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  IconButton,
  LineItem,
  LineItemList,
  Page,
  PageLoader,
  Panel,
  Price,
  QuantityStepper,
  SummaryLayout,
  SummaryList,
  SummaryRow,
  TrashIcon,
} from '@bloom/ui';
import { categoryName } from '../catalog/categories.ts';
import type { Category } from '../__generated__/graphql';
import { PageTitle } from '../layout/PageTitle.tsx';
import { useSessionSelector } from '../session/session.tsx';
import { useCart } from './cart.tsx';
import { lineTotal } from '../machines/cartLines.ts';

/** The cart writes Body Care as one word (SPEC.md §2). */
export function cartCategoryLabel(category: Category): string {
  return category === 'BODY_CARE' ? 'Bodycare' : categoryName(category);
}

/** /cart: the lines, their quantities and the total, and the way on to checkout. */
export function CartPage() {
  const cart = useCart();
  const status = useSessionSelector((session) => session.status);
  const checkoutPath = status === 'member' ? '/checkout' : '/login?from=cart';
  const empty = cart.lines.length === 0;

  return (
    <Page
      title="Shopping Cart"
      titleId="cart-title"
      actions={
        empty ? undefined : (
          <Button asChild variant="outline">
            <Link to="/products">Return to Shop</Link>
          </Button>
        )
      }
    >
      <PageTitle page={'Cart'} noindex />
      {!cart.restored ? (
        <PageLoader label="Loading your cart" />
      ) : empty ? (
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
        <SummaryLayout
          summary={
            <Panel title="Cart Total" titleId="cart-summary-title">
              <SummaryList>
                <SummaryRow label="Items">{cart.totalQuantity}</SummaryRow>
                <SummaryRow label="Total Amount" variant="total">
                  <Price price={cart.totalPrice} data-testid="cart-total" />
                </SummaryRow>
              </SummaryList>
              <Button asChild fullWidth>
                <Link to={checkoutPath}>Checkout</Link>
              </Button>
              <Button asChild variant="ghost" fullWidth>
                <Link to="/products">Back to shop</Link>
              </Button>
            </Panel>
          }
        >
          <LineItemList aria-label="Items in your cart">
            {cart.lines.map((line) => (
              <LineItem
                key={line.id}
                // Tests and journeys read the line's total as the last figure of the line.
                data-testid={`line-total-${line.id}`}
                name={line.name}
                imageUrl={line.imageUrl}
                link={<Link to={`/selectedItem/${line.id}`} />}
                category={cartCategoryLabel(line.category)}
                price={line.price}
                currentPrice={line.currentPrice}
                quantity={line.quantity}
                total={lineTotal(line)}
                headingLevel={2}
                quantityControl={
                  <QuantityStepper
                    label={`Quantity of ${line.name}`}
                    value={line.quantity}
                    min={1}
                    onDecrease={() => cart.decrease(line.id)}
                    onIncrease={() => cart.increase(line.id)}
                  />
                }
                removeButton={
                  <IconButton
                    aria-label={`Remove ${line.name}`}
                    onClick={() => cart.remove(line.id)}
                  >
                    <TrashIcon />
                  </IconButton>
                }
              />
            ))}
          </LineItemList>
        </SummaryLayout>
      )}
    </Page>
  );
}
