import { useState, type ComponentPropsWithRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  Button,
  Cluster,
  Dialog,
  DialogActions,
  DialogContent,
  FormMessage,
  NumberField,
  Page,
  Panel,
  Price,
  Stack,
  SummaryLayout,
  SummaryList,
  SummaryRow,
  TextArea,
  TextField,
  toast,
} from '@bloom/ui';
import { localeInput } from '../apollo.ts';
import { formatPrice } from '../i18n/format.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { graphql } from '../__generated__/gql';
import type { Category } from '../__generated__/graphql';
import { toShopError } from '../graphql/errors.ts';
import { LIMITS, checkoutContactSchema, couponSchema } from '../forms/schemas.ts';
import { useShopForm } from '../forms/useShopForm.ts';
import { addressField, phoneField } from '../forms/fields.tsx';
import { PageTitle } from '../layout/PageTitle.tsx';
import { ShopNowEmptyState } from '../layout/ShopNowEmptyState.tsx';
import { useSession } from '../session/session.tsx';
import { useCart } from '../cart/cart.tsx';
import { lineTotal } from '../machines/cartLines.ts';
import { NO_ANSWER_MESSAGE, localSentence } from '../machines/sentences.ts';
import {
  checkoutMachine,
  orderTotal,
  type CheckoutFailure,
  type CheckoutLine,
} from '../machines/checkoutMachine.ts';

/** Saves the delivery phone and address on the account before the order; answers the profile. */
export const CheckoutProfileMutation = graphql(`
  mutation CheckoutProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUserFields
    }
  }
`);

/** Places the order and answers with it; the shop prices it and answers CONFLICT if the total moved. */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      totalAmount
    }
  }
`);

/** Checks a coupon against the cart without using it. */
export const VerifyCouponMutation = graphql(`
  mutation VerifyCoupon($input: VerifyCouponInput!) {
    verifyCoupon(input: $input) {
      valid
      message
      code
      discountAmount
    }
  }
`);

/** What the checkout machine needs to know about a failed call. */
function failureOf(error: unknown): CheckoutFailure {
  const { message, code, details } = toShopError(error);
  const total = details['totalAmount'];
  // The key already placed an order, with another cart: the api names it.
  const earlier = details['orderId'];
  return {
    message,
    ...(code ? { code } : {}),
    ...(typeof total === 'number' ? { totalAmount: total } : {}),
    ...(typeof earlier === 'string' ? { earlierOrderId: earlier } : {}),
  };
}

/** One of the page's two forms: the shop's own messages (noValidate), and a post without script. */
function CheckoutForm(props: ComponentPropsWithRef<'form'>) {
  return (
    <Stack asChild>
      <form method="post" noValidate {...props} />
    </Stack>
  );
}

/** /checkout (SPEC.md §2): delivery contact, order summary, coupon, ORDER NOW, success modal. */
export function CheckoutPage() {
  const client = useApolloClient();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useCart();
  const user = session.user;
  // The saved phone and address are the fields' defaults, so the server renders them too.
  const [contactDefaults] = useState(() => ({
    phone: user?.phone ?? '',
    address: user?.address ?? '',
  }));
  const contactForm = useShopForm(checkoutContactSchema, contactDefaults);
  const [couponOpen, setCouponOpen] = useState(false);
  // The shop calls it `code` too; its verdict on a code is about the field.
  const couponForm = useShopForm(couponSchema, { code: '' }, { fallback: 'code' });
  const couponErrors = couponForm.formState.errors;

  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        updateProfile: fromPromise(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: CheckoutProfileMutation,
              variables: { input },
            });
            // Apollo rejects on any GraphQL error, so an answer is the saved profile.
            if (data) session.update(data.updateProfile);
          } catch (error) {
            throw failureOf(error);
          }
        }),
        placeOrder: fromPromise(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: PlaceOrderMutation,
              variables: {
                input: {
                  idempotencyKey: input.idempotencyKey,
                  name: input.name,
                  phone: input.phone,
                  address: input.address,
                  items: input.items,
                  totalAmount: input.totalAmount,
                  couponCode: input.couponCode,
                  // The order's status mails are written in the shopper's language.
                  ...localeInput(locale),
                },
              },
            });
            if (!data) throw new Error(NO_ANSWER_MESSAGE);
            return { orderId: data.placeOrder.id };
          } catch (error) {
            throw failureOf(error);
          }
        }),
        verifyCoupon: fromPromise(async ({ input }) => {
          try {
            const { data } = await client.mutate({
              mutation: VerifyCouponMutation,
              variables: { input },
            });
            if (!data) throw new Error(NO_ANSWER_MESSAGE);
            return data.verifyCoupon;
          } catch (error) {
            throw failureOf(error);
          }
        }),
      },
      actions: {
        orderPlaced: () => {
          cart.clear();
          // My Orders loads afresh next time it is shown.
          client.cache.evict({ fieldName: 'myOrders' });
          client.cache.gc();
          contactForm.reset({ phone: '', address: '' });
          couponForm.reset({ code: '' });
          setCouponOpen(false);
        },
        // The cart is the shopper's changed one and stays; My Orders now holds the earlier order.
        earlierOrderFound: () => {
          client.cache.evict({ fieldName: 'myOrders' });
          client.cache.gc();
        },
        orderFailed: ({ context }) => {
          // A refused phone or address lands under it; the summary says anything else too.
          if (context.orderError) contactForm.refuse(context.orderError);
        },
        couponAnswered: (_, { ok, message, failure }) => {
          // The shop's verdict comes in the request's language; a failed check is the form's.
          if (ok) toast.success(localSentence(intl, message));
          else if (failure) couponForm.refuse(failure);
          // The shop's verdict on the code itself (expired, not for these products).
          else couponForm.setError('code', { type: 'server', message }, { shouldFocus: true });
        },
        leave: () => void navigate('/'),
      },
    }),
    { input: {} },
  );
  // Each a selection of its own: the page re-renders only when something it shows changes.
  const submitting = useSelector(
    actor,
    (s) =>
      s.matches({ order: 'updatingProfile' }) ||
      s.matches({ order: 'waitingForCoupon' }) ||
      s.matches({ order: 'placingOrder' }),
  );
  const verifying = useSelector(actor, (s) => s.matches({ coupon: 'verifying' }));
  const coupon = useSelector(actor, (s) => s.context.coupon);
  const orderError = useSelector(actor, (s) => s.context.orderError);
  const newTotal = useSelector(actor, (s) => s.context.newTotal);
  const successOpen = useSelector(actor, (s) => s.matches({ order: 'placed' }));
  const placed = useSelector(actor, (s) => s.context.placed);
  const earlierOrder = useSelector(actor, (s) => s.context.earlierOrder);
  const total = orderTotal(cart.totalPrice, coupon);

  const items: CheckoutLine[] = cart.lines.map((line) => ({
    productId: line.id,
    quantity: line.quantity,
  }));
  const categories = [...new Set(cart.lines.map((line) => line.category))] as Category[];

  const onSubmit = contactForm.handleSubmit(({ phone, address }) => {
    if (items.length === 0) return;
    actor.send({
      type: 'order.submit',
      draft: { name: user?.name ?? '', phone, address, items, subtotal: cart.totalPrice },
    });
  });

  const onVerify = couponForm.handleSubmit(({ code }) => {
    actor.send({ type: 'coupon.verify', code, categories, items });
  });

  // Shown under the phone or address when it is about one of them, in the summary otherwise.
  const orderErrorOnField = orderError ? contactForm.refusedField(orderError) : undefined;

  const successDialog = (
    <Dialog
      open={successOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'success.close' });
      }}
    >
      <DialogContent
        title={intl.formatMessage({ id: 'shop.checkout.success.title' })}
        description={intl.formatMessage(
          { id: 'shop.checkout.success.text' },
          { orderId: placed?.orderId ?? '' },
        )}
      >
        <DialogActions>
          <Button asChild>
            <Link to="/orders">
              <FormattedMessage id="shop.checkout.success.viewOrders" />
            </Link>
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );

  const title = intl.formatMessage({ id: 'shop.checkout.title' });
  if (cart.lines.length === 0) {
    return (
      <Page title={title} titleId="checkout-title">
        <PageTitle page={title} noindex />
        <ShopNowEmptyState
          title={intl.formatMessage({ id: 'shop.cart.empty.title' })}
          description={intl.formatMessage({ id: 'shop.checkout.empty.text' })}
        />
        {successDialog}
      </Page>
    );
  }

  const summary = (
    <Panel
      title={intl.formatMessage({ id: 'shop.checkout.summary.title' })}
      titleId="summary-title"
    >
      <SummaryList>
        {cart.lines.map((line) => (
          <SummaryRow
            key={line.id}
            label={intl.formatMessage(
              { id: 'shop.checkout.summary.line' },
              { name: line.name, quantity: line.quantity },
            )}
          >
            <Price price={lineTotal(line)} />
          </SummaryRow>
        ))}
      </SummaryList>

      <Cluster>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={couponOpen}
          aria-controls="coupon-form"
          onClick={() => setCouponOpen((open) => !open)}
        >
          <FormattedMessage id="shop.checkout.coupon.toggle" />
        </Button>
      </Cluster>
      {couponOpen ? (
        <CheckoutForm
          id="coupon-form"
          aria-label={intl.formatMessage({ id: 'shop.checkout.coupon.form' })}
          onSubmit={(e) => void onVerify(e)}
        >
          <TextField
            label={intl.formatMessage({ id: 'shop.checkout.coupon.code' })}
            autoComplete="off"
            required
            maxLength={LIMITS.coupon}
            error={couponErrors.code?.message}
            {...couponForm.register('code')}
          />
          <Button type="submit" variant="outline" loading={verifying}>
            <FormattedMessage id="shop.checkout.coupon.verify" />
          </Button>
        </CheckoutForm>
      ) : null}

      <SummaryList>
        <SummaryRow label={intl.formatMessage({ id: 'shop.checkout.subtotal' })}>
          <Price price={cart.totalPrice} />
        </SummaryRow>
        {coupon ? (
          <SummaryRow
            label={intl.formatMessage({ id: 'shop.checkout.coupon.line' }, { code: coupon.code })}
            variant="discount"
          >
            <FormattedMessage
              id="shop.checkout.coupon.discount"
              values={{ amount: <bdi>{formatPrice(intl, coupon.discountAmount)}</bdi> }}
            />
          </SummaryRow>
        ) : null}
        <SummaryRow label={intl.formatMessage({ id: 'shop.checkout.total' })} variant="total">
          <Price price={total} data-testid="checkout-total" />
        </SummaryRow>
      </SummaryList>

      {earlierOrder ? (
        <FormMessage variant="success">
          <FormattedMessage
            id="shop.checkout.earlierOrder"
            values={{
              orderId: earlierOrder.orderId,
              link: (chunks) => <Link to="/orders">{chunks}</Link>,
            }}
          />
        </FormMessage>
      ) : null}
      {orderError && !orderErrorOnField ? (
        <FormMessage variant="error">
          {localSentence(intl, orderError.message)}
          {newTotal !== null ? (
            <>
              {' '}
              <FormattedMessage
                id="shop.checkout.newTotal"
                values={{ total: <bdi>{formatPrice(intl, newTotal)}</bdi> }}
              />
            </>
          ) : null}
        </FormMessage>
      ) : null}

      <Button type="submit" form="checkout-form" size="lg" fullWidth loading={submitting}>
        <FormattedMessage id="shop.checkout.placeOrder" />
      </Button>
    </Panel>
  );

  return (
    <Page title={title} titleId="checkout-title">
      <PageTitle page={title} noindex />
      <SummaryLayout summary={summary}>
        <Panel
          title={intl.formatMessage({ id: 'shop.checkout.contact.title' })}
          titleId="contact-title"
        >
          <CheckoutForm
            id="checkout-form"
            aria-labelledby="contact-title"
            onSubmit={(event) => void onSubmit(event)}
          >
            <NumberField defaultValue={contactDefaults.phone} {...phoneField(contactForm)} />
            <TextArea defaultValue={contactDefaults.address} {...addressField(contactForm)} />
          </CheckoutForm>
        </Panel>
      </SummaryLayout>
      {successDialog}
    </Page>
  );
}
