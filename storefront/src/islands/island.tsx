/**
 * Islands (issue 32 §2; storefront/README.md, "Where an interactive part goes"): a guest's
 * product page is rendered whole on the server, as every page is, but the browser hydrates only
 * its interactive parts, each on its own (src/islands/entry.tsx), with none of the whole app's
 * router, Apollo Client or page code. A part becomes an island by being written as one:
 *
 * ```tsx
 * // src/product-detail/AddToCart.island.tsx
 * function AddToCartButton({ item }: { item: CartItemInput }) { ... }
 * export default island('product-detail/AddToCart', AddToCartButton);
 * ```
 *
 * and used like any component (`<AddToCart item={...} />`). Wherever it renders (the server, the
 * whole app in the browser) it is wrapped in `<bloom-island data-island="product-detail/AddToCart"
 * data-props="{...}">`, an element that takes no box of its own (`display: contents`,
 * layout/document.css); on a page hydrated in islands, the browser finds the element, loads the
 * module its name gives (`src/<name>.island.tsx`), and hydrates it with the same props. So the
 * props travel as JSON: data, never functions or elements. An island inside another is part of the
 * outer one, unless it is inside the outer one's {@link IslandSlot}: then it hydrates on its own.
 */
import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** The tag of an island's element. */
export const ISLAND_TAG = 'bloom-island';

/** The tag of a part of an island left as the server wrote it ({@link IslandSlot}). */
export const SLOT_TAG = 'bloom-slot';

/**
 * While the browser hydrates an island (src/islands/entry.tsx): the server's HTML of each of its
 * {@link IslandSlot}s, by name. Absent wherever a page is rendered or hydrated whole.
 */
export const IslandSlotsContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * A part of an island that does not change in the browser once the page is here (a listing's
 * results on a guest's listing page: its cards, each an island of its own, and its pager's links).
 * Rendered as usual on the server and in the whole app; when the island hydrates, React is given
 * the part's HTML as the server wrote it and leaves it alone, so hydrating the island does not
 * hydrate it (on a listing, that was most of the main thread's work). Islands inside it hydrate
 * on their own, when their own `hydrate` says. Like `bloom-island`, its element takes no box.
 */
export function IslandSlot({ name, children }: { name: string; children: ReactNode }) {
  const html = useContext(IslandSlotsContext)?.get(name);
  return html === undefined
    ? createElement(SLOT_TAG, { 'data-slot': name }, children)
    : createElement(SLOT_TAG, {
        'data-slot': name,
        dangerouslySetInnerHTML: { __html: html },
        suppressHydrationWarning: true,
      });
}

/**
 * When the browser hydrates an island (src/islands/entry.tsx): `load` with the page (what shows
 * this browser's state, like the cart's count); `visible` once it scrolls near the window (a card
 * below the fold); `interaction` once a shopper reaches for it (pointer over it, a press, focus
 * in it); `page-interaction` at the first press or key anywhere on the page (what only follows
 * one). Until then a tap on one of its buttons is kept and done once it has
 * hydrated, and what was typed in it is handed over, as the head's keeper does before any code.
 */
export type Hydrate = 'load' | 'visible' | 'interaction' | 'page-interaction';

/** An island's component as the page uses it, and what the browser hydrates. */
export interface Island<P extends object> {
  (props: P): ReactElement;
  /** The island's name: its module's path in src/, without `.island.tsx`. */
  island: string;
  /** The component inside the element (what the browser's entry hydrates it with). */
  Component: ComponentType<P>;
}

/**
 * Which of the islands' word chunks an island formats from (islands/words.ts): `with-the-page`,
 * loaded with every page's code, or `on-demand`, loaded with the first island that needs it. An
 * island hydrated when reached for takes `on-demand`; one hydrated with the page or as it is seen
 * takes `with-the-page`, unless it says `on-demand` (one that only a single page has, whose words
 * the other pages should not carry).
 */
export type IslandWords = 'with-the-page' | 'on-demand';

/**
 * `Component` as the island `name` (its module's path in src/, without `.island.tsx`), hydrated
 * when `hydrate` says (@default 'load'), formatting the `words` it says (see {@link IslandWords}).
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { hydrate = 'load', words }: { hydrate?: Hydrate; words?: IslandWords } = {},
): Island<P> {
  const Wrapped = (props: P) =>
    createElement(
      ISLAND_TAG,
      {
        'data-island': name,
        'data-props': JSON.stringify(props),
        'data-hydrate': hydrate === 'load' ? undefined : hydrate,
        'data-words': words,
      },
      createElement(Component, props),
    );
  Wrapped.displayName = `Island(${name})`;
  return Object.assign(Wrapped, { island: name, Component });
}
