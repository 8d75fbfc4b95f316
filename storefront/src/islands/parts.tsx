/**
 * The islands of a guest's product page (islands/Island.tsx), as the islands entry hydrates them:
 * each renders the very markup the full shop's part rendered on the server (same @bloom/ui
 * components, same props), wired to the islands' stores instead of Apollo and XState, and with
 * plain links (no router runs): a link is a whole page load.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentPropsWithRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  CartButton,
  HeartToggle,
  IconButton,
  MenuIcon,
  SearchCombobox,
  toast,
  type SearchCategorySuggestion,
  type SearchProductSuggestion,
} from '@bloom/ui';
import type { CartItemInput } from '../machines/cartLines.ts';
import { DeferredDialog } from '../DeferredDialog.tsx';
import { lazyNamed } from '../lazyNamed.ts';
import { categoryLabel, categoryName } from '../catalog/categories.ts';
import { addToCart, cartQuantity, cartStore, toggleWishlist, wishlistStore } from './stores.ts';
import type { IslandMenuLink } from './IslandMenuPanel.tsx';

/** True once hydrated (false on the server's snapshot): what only this browser knows shows then. */
const noSubscription = () => () => undefined;
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The product page's Add to cart. */
export function AddToCart({ item }: { item: CartItemInput }) {
  const intl = useIntl();
  return (
    <Button
      size="lg"
      data-action="add-to-cart"
      onClick={() => {
        addToCart(item);
        toast.success(intl.formatMessage({ id: 'shop.cart.added' }, { name: item.name }));
      }}
    >
      <FormattedMessage id="shop.product.addToCart" />
    </Button>
  );
}

/** The product page's heart: disabled until this browser's list is read, as in the full shop. */
export function WishlistHeart({ id, name }: { id: string; name: string }) {
  const intl = useIntl();
  const ready = useHydrated();
  const saved = useSyncExternalStore(
    wishlistStore.subscribe,
    () => wishlistStore.get().includes(id),
    () => false,
  );
  return (
    <HeartToggle
      product={name}
      label={intl.formatMessage({ id: 'shop.wishlist.save' }, { name })}
      size="lg"
      pressed={saved}
      disabled={!ready}
      onPressedChange={() => toggleWishlist(id)}
    />
  );
}

/** The header's cart badge: 0 on the server and at hydration, then this browser's cart. */
export function CartBadge({ href }: { href: string }) {
  const count = useSyncExternalStore(cartStore.subscribe, cartQuantity, () => 0);
  return (
    <CartButton
      count={count}
      // CartButton puts its icon and count inside (as it does in the router's Link); the
      // attribute is what the server's Link wrote, so hydration finds the same element.
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      link={<a href={href} data-discover="true" />}
      data-early-tap-badge="cart"
    />
  );
}

const IslandMenuPanel = lazyNamed(() => import('./IslandMenuPanel.tsx'), 'IslandMenuPanel');

function MenuButton(props: Omit<ComponentPropsWithRef<typeof IconButton>, 'aria-label'>) {
  const intl = useIntl();
  return (
    <IconButton
      aria-label={intl.formatMessage({ id: 'shop.header.openMenu' })}
      aria-haspopup="dialog"
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}

/** The phone menu's button; the panel's code loads as the full shop's does (DeferredDialog). */
export function Menu({ links, loginHref }: { links: IslandMenuLink[]; loginHref: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DeferredDialog
      dialog={IslandMenuPanel}
      open={open}
      onOpenChange={setOpen}
      props={{ links, loginHref }}
      standIn={(trigger) => <MenuButton {...trigger} />}
    />
  );
}

/** The suggestions query, asked with a plain POST (the fields the suggestions show). */
const suggestionsQuery = `query SearchSuggestions($term: String!, $locale: Locale = EN) {
  searchSuggestions(term: $term, locale: $locale) {
    term
    products { id name(locale: $locale) category price currentPrice imageUrl }
    categories
  }
}`;

interface Suggestions {
  term: string;
  products: { id: string; name: string; price: number; currentPrice: number; imageUrl: string }[];
  categories: Parameters<typeof categoryLabel>[1][];
}

/** The header's search: suggestions from the gateway; Enter submits the form (a page load). */
export function HeaderSearch({ idBase }: { idBase: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Suggestions>();
  const [asked, setAsked] = useState('');
  const typed = text.trim();

  useEffect(() => {
    if (typed.length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const lang = document.documentElement.lang;
      fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        signal: abort.signal,
        body: JSON.stringify({
          query: suggestionsQuery,
          // Apollo's helper (apollo.ts) would bring its module: the one rule, inline.
          variables: { term: typed, locale: lang === 'ur' ? 'UR' : 'EN' },
        }),
      })
        .then(
          (response) => response.json() as Promise<{ data?: { searchSuggestions: Suggestions } }>,
        )
        .then((body) => {
          if (body.data) {
            setAnswer(body.data.searchSuggestions);
            setAsked(typed);
          }
        })
        .catch(() => undefined);
    }, 30);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed]);

  const shown = typed.length >= 2 ? answer : undefined;
  const products: SearchProductSuggestion[] =
    shown?.products.map((product) => ({
      id: product.id,
      name: product.name,
      href: `/selectedItem/${product.id}`,
      imageUrl: product.imageUrl,
      price: product.price,
      currentPrice: product.currentPrice,
    })) ?? [];
  const categories: SearchCategorySuggestion[] =
    shown?.categories.map((category) => ({
      label: categoryLabel(intl, category),
      href: `/products?${new URLSearchParams({ category: categoryName(category), search: shown.term }).toString()}`,
    })) ?? [];

  return (
    <SearchCombobox
      idBase={idBase}
      aria-label={intl.formatMessage({ id: 'shop.products.grid' })}
      label={intl.formatMessage({ id: 'shop.products.search.label' })}
      placeholder={intl.formatMessage({ id: 'shop.search.placeholder' })}
      value={text}
      onValueChange={setText}
      products={products}
      categories={categories}
      loading={typed.length >= 2 && typed !== asked}
      minLength={2}
      action="/products"
      name="search"
      onSelect={(suggestion) => location.assign(suggestion.href)}
    />
  );
}
