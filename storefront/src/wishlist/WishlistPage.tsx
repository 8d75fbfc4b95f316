/**
 * /wishlist: the products a shopper saved with a heart, newest first, each with Add to cart and
 * Remove. The list is the wishlist machine's (a guest's from this browser, a member's from the
 * server); the products come from the Apollo cache when a listing already brought them, else from
 * the gateway: a member's with `myWishlist` (also on the server, so a member's page arrives
 * whole), anything else by id with `productsByIds`.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import {
  Button,
  EmptyState,
  FormMessage,
  HeartIcon,
  Page,
  PageLoader,
  ProductGrid,
  toast,
} from '@bloom/ui';
import { graphql } from '../__generated__/gql';
import type { ProductCardFieldsFragment } from '../__generated__/graphql';
import { errorMessage } from '../graphql/errors.ts';
import { PageTitle } from '../layout/PageTitle.tsx';
import { ProductCardFields, ProductCardItem } from '../products/ProductCardItem.tsx';
import type { Preload } from '../render/preload.ts';
import { useHydrated } from '../render/useHydrated.ts';
import { SessionQuery, useSessionSelector } from '../session/session.tsx';
import { useWishlistIds, useWishlistReady, useWishlistToggle } from './wishlist.tsx';
import { graphqlLocale } from '../apollo.ts';
import { useLocale } from '../i18n/useLocale.ts';
import type { Locale } from '../i18n/locales.ts';

/** The logged-in shopper's wishlist, newest first, as cards. */
export const MyWishlistQuery = graphql(`
  query MyWishlist($locale: Locale = EN) {
    myWishlist {
      ...ProductCardFields
    }
  }
`);

/** Products by id, in the order asked (ids no longer in the catalogue are left out). */
export const WishlistProductsQuery = graphql(`
  query WishlistProducts($ids: [ID!]!, $locale: Locale = EN) {
    productsByIds(ids: $ids) {
      ...ProductCardFields
    }
  }
`);

/** A member's list on the server, so their page is whole in the first response. */
export const preload: Preload = async ({ client }) => {
  const { data } = await client.query({ query: SessionQuery });
  if (data?.me) await client.query({ query: MyWishlistQuery });
};

/** A product's card fields as the cache holds them (from any query), or null. */
function cachedCard(
  client: ApolloClient,
  id: string,
  locale: Locale,
): ProductCardFieldsFragment | null {
  return client.readFragment({
    fragment: ProductCardFields,
    // A fragment has no operation to default `$locale`: the page's language, written out.
    variables: { locale: graphqlLocale(locale) },
    id: client.cache.identify({ __typename: 'Product', id }),
  });
}

/** The page's word in place of the list (empty, or out of the server's sight), with a way on. */
function WishlistNotice({
  title,
  description,
  to,
  action,
}: {
  title: string;
  description: string;
  to: string;
  action: ReactNode;
}) {
  return (
    <EmptyState
      icon={<HeartIcon size={32} />}
      title={title}
      description={description}
      actions={
        <Button asChild>
          <Link to={to}>{action}</Link>
        </Button>
      }
    />
  );
}

/** Marks the Remove buttons, to give focus to a neighbour's after a card goes. */
const REMOVE_ATTRIBUTE = 'data-wishlist-remove';

/** /wishlist: the saved products, with Add to cart and Remove; an empty state without any. */
export function WishlistPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const locale = useLocale();
  const member = useSessionSelector((session) => session.status === 'member');
  const ready = useWishlistReady();
  const hydrated = useHydrated();
  const ids = useWishlistIds();
  const toggle = useWishlistToggle();

  const mine = useQuery(MyWishlistQuery, { skip: !member, fetchPolicy: 'cache-and-network' });
  // Until the machine knows the list (the server's render, hydration), a member's is the server's.
  const order = ready
    ? ids
    : member
      ? mine.data?.myWishlist.map((product) => product.id)
      : undefined;
  const missing = (order ?? []).filter((id) => !cachedCard(client, id, locale));
  const fetched = useQuery(WishlistProductsQuery, {
    variables: { ids: missing },
    skip: missing.length === 0,
  });
  const products = (order ?? []).flatMap((id) => cachedCard(client, id, locale) ?? []);
  const failure = (member ? mine.error : undefined) ?? fetched.error;
  const loading = order === undefined || (missing.length > 0 && fetched.loading);

  // A removed card takes its focus with it: hand it to the card now in its place (or the one
  // before), or to the heading when none is left.
  const grid = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = removedAt.current;
    if (index === null || document.activeElement !== document.body) return;
    removedAt.current = null;
    const items = grid.current?.children ?? [];
    const item = items[Math.min(index, items.length - 1)];
    const target =
      item?.querySelector<HTMLElement>(`[${REMOVE_ATTRIBUTE}]`) ??
      document.querySelector<HTMLElement>('main h1');
    if (target && !item) target.tabIndex = -1;
    target?.focus();
  }, [products.length]);

  const remove = (product: ProductCardFieldsFragment, index: number) => {
    removedAt.current = index;
    toggle(product.id);
    toast.success(intl.formatMessage({ id: 'shop.wishlist.removed' }, { name: product.name }));
  };

  const title = intl.formatMessage({ id: 'shop.wishlist.title' });
  return (
    <Page
      title={title}
      titleId="wishlist-title"
      description={
        products.length > 0
          ? intl.formatMessage({ id: 'shop.wishlist.count' }, { count: products.length })
          : undefined
      }
    >
      <PageTitle page={title} noindex />
      {order === undefined && !member && !hydrated ? (
        // A guest's list is in their browser, out of the server's sight: what the server sends
        // says so to a browser running no script, and is nothing to one about to read the list.
        <noscript>
          <WishlistNotice
            title={intl.formatMessage({ id: 'shop.wishlist.noscript.title' })}
            description={intl.formatMessage({ id: 'shop.wishlist.noscript.text' })}
            to="/login"
            action={<FormattedMessage id="shop.wishlist.logIn" />}
          />
        </noscript>
      ) : loading && products.length === 0 && !failure ? (
        <PageLoader label={intl.formatMessage({ id: 'shop.wishlist.loading' })} />
      ) : failure && products.length === 0 ? (
        <FormMessage variant="error">{errorMessage(failure, intl)}</FormMessage>
      ) : products.length === 0 ? (
        <WishlistNotice
          title={intl.formatMessage({ id: 'shop.wishlist.empty.title' })}
          description={intl.formatMessage({ id: 'shop.wishlist.empty.text' })}
          to="/products"
          action={<FormattedMessage id="shop.cart.shopNow" />}
        />
      ) : (
        <ProductGrid
          ref={grid}
          aria-label={intl.formatMessage({ id: 'shop.wishlist.grid' })}
          columns={4}
          // A heart taken off here removes its card too: note where, for the focus.
          onClickCapture={(event) => {
            const heart = (event.target as Element).closest('button[aria-pressed]');
            const item = heart?.closest('li');
            const list = grid.current;
            if (item && list && item.parentElement === list) {
              removedAt.current = Array.prototype.indexOf.call(list.children, item);
            }
          }}
        >
          {products.map((product, index) => (
            <ProductCardItem
              key={product.id}
              product={product}
              priority={index < 2}
              secondaryAction={
                <Button
                  variant="ghost"
                  size="sm"
                  fullWidth
                  disabled={!ready}
                  aria-label={intl.formatMessage(
                    { id: 'shop.wishlist.removeLabel' },
                    { name: product.name },
                  )}
                  {...{ [REMOVE_ATTRIBUTE]: '' }}
                  onClick={() => remove(product, index)}
                >
                  <FormattedMessage id="shop.wishlist.remove" />
                </Button>
              }
            />
          ))}
        </ProductGrid>
      )}
    </Page>
  );
}
