import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  Button,
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
import { categoryMessageId } from '../catalog/categories.ts';
import type { Category } from '../__generated__/graphql';
import { useSessionSelector } from '../session/session.tsx';
import { useCart } from './cart.tsx';
import { ShopNowEmptyState } from '../layout/ShopNowEmptyState.tsx';
import { lineTotal } from '../machines/cartLines.ts';

/** A line's category in the page's language; the cart writes Body Care as one word (SPEC.md §2). */
export function cartCategoryLabel(intl: IntlShape, category: Category): string {
  return category === 'BODY_CARE'
    ? intl.formatMessage({ id: 'shop.cart.category.bodyCare' })
    : intl.formatMessage({ id: categoryMessageId[category] });
}

/**
 * What /cart shows: the lines, their quantities and the total, and the way on to checkout. All of
 * it follows this browser's cart, which the server cannot see (it renders the loading state), so
 * on a guest's /cart in islands it is one island hydrated with the page (CartContents.island.tsx).
 */
export function CartContents() {
  const intl = useIntl();
  // The machine's code (XState) loads as the shopper reaches for the lines, not with the page:
  // a change made before it is here waits for it (cart.tsx).
  const cart = useCart({ startOnOpen: false });
  const status = useSessionSelector((session) => session.status);
  const checkoutPath = status === 'member' ? '/checkout' : '/login?from=cart';
  const empty = cart.lines.length === 0;

  return (
    <Page
      title={intl.formatMessage({ id: 'shop.cart.title' })}
      titleId="cart-title"
      onPointerOver={cart.start}
      onTouchStart={cart.start}
      onFocus={cart.start}
      actions={
        empty ? undefined : (
          <Button asChild variant="outline">
            <Link to="/products">
              <FormattedMessage id="shop.cart.returnToShop" />
            </Link>
          </Button>
        )
      }
    >
      {!cart.restored ? (
        <PageLoader label={intl.formatMessage({ id: 'shop.cart.loading' })} />
      ) : empty ? (
        <ShopNowEmptyState
          title={intl.formatMessage({ id: 'shop.cart.empty.title' })}
          description={intl.formatMessage({ id: 'shop.cart.empty.text' })}
        />
      ) : (
        <SummaryLayout
          summary={
            <Panel
              title={intl.formatMessage({ id: 'shop.cart.summary.title' })}
              titleId="cart-summary-title"
            >
              <SummaryList>
                <SummaryRow label={intl.formatMessage({ id: 'shop.cart.summary.items' })}>
                  {cart.totalQuantity}
                </SummaryRow>
                <SummaryRow
                  label={intl.formatMessage({ id: 'shop.cart.summary.total' })}
                  variant="total"
                >
                  <Price price={cart.totalPrice} data-testid="cart-total" />
                </SummaryRow>
              </SummaryList>
              <Button asChild fullWidth>
                <Link to={checkoutPath}>
                  <FormattedMessage id="shop.cart.checkout" />
                </Link>
              </Button>
              <Button asChild variant="ghost" fullWidth>
                <Link to="/products">
                  <FormattedMessage id="shop.cart.backToShop" />
                </Link>
              </Button>
            </Panel>
          }
        >
          <LineItemList aria-label={intl.formatMessage({ id: 'shop.cart.lines.label' })}>
            {cart.lines.map((line) => (
              <LineItem
                key={line.id}
                // Tests and journeys read the line's total as the last figure of the line.
                data-testid={`line-total-${line.id}`}
                name={line.name}
                imageUrl={line.imageUrl}
                link={<Link to={`/selectedItem/${line.id}`} />}
                category={cartCategoryLabel(intl, line.category)}
                price={line.price}
                currentPrice={line.currentPrice}
                quantity={line.quantity}
                total={lineTotal(line)}
                headingLevel={2}
                quantityControl={
                  <QuantityStepper
                    label={intl.formatMessage({ id: 'shop.cart.quantityOf' }, { name: line.name })}
                    value={line.quantity}
                    min={1}
                    onDecrease={() => cart.decrease(line.id)}
                    onIncrease={() => cart.increase(line.id)}
                  />
                }
                removeButton={
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'shop.cart.remove' }, { name: line.name })}
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
