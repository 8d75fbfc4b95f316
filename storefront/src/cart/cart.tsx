/**
 * The cart at the React boundary: one cart machine for the app, filled from what this browser
 * saved, kept in step with other tabs, and offered to pages through three hooks that each
 * re-render only for what they read: `useCart()` (the whole cart, for the cart and checkout
 * pages), `useCartSelector()` (one thing, like the header badge's count) and `useCartActions()`
 * (add, remove...: never re-renders for a change of the cart).
 *
 * The saved cart is read after the first render, not during it: the server cannot see this
 * browser's storage, so the first render in the browser must match its empty cart for hydration.
 * `restored` tells pages when the real cart is there.
 *
 * The machine's code loads with the shopper's first change (deferredActor.ts): until then the
 * saved cart, read the way the machine reads it, is what the header's count and the pages show.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useHydrated } from '../render/useHydrated.ts';
import { followStorage } from '../render/followStorage.ts';
import {
  deferredActor,
  useDeferredSelector,
  type DeferredActor,
} from '../machines/deferredActor.ts';
import type { cartMachine } from '../machines/cartMachine.ts';
import {
  CART_STORAGE_KEY,
  cartTotals,
  loadCart,
  parseStoredCart,
  type CartEvent,
  type CartItemInput,
  type CartLine,
} from '../machines/cartLines.ts';

export type { CartItemInput, CartLine } from '../machines/cartLines.ts';

/** What the cart holds, as `useCart()` and `useCartSelector()` read it. */
export interface CartState {
  /** The lines, in the order they were added. */
  lines: CartLine[];
  /** False until the cart saved in this browser has been read (never on the server). */
  restored: boolean;
  /** The sum of the quantities. */
  totalQuantity: number;
  /** The sum of the line totals in Rs. (two decimals). */
  totalPrice: number;
}

/** What can be done to the cart. */
export interface CartActions {
  /** Adds one item or several: an item already in the cart gets one more unit. */
  add(item: CartItemInput | CartItemInput[]): void;
  /** Removes a line. */
  remove(id: string): void;
  /** One more unit of a line. */
  increase(id: string): void;
  /** One unit less of a line, never below 1. */
  decrease(id: string): void;
  /** Empties the cart and forgets the stored one. */
  clear(): void;
}

/** What `useCart()` gives: the cart and what can be done to it. */
export type CartValue = CartState &
  CartActions & {
    /** Starts the cart's machine now (its code loads): for a page that does not start it on open. */
    start(): void;
  };

type CartActor = ActorRefFrom<typeof cartMachine>;

const CartContext = createContext<DeferredCart | null>(null);

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /** The app. */
  children: ReactNode;
}

/** The cart as the server renders it: not read yet. */
const unreadCart: CartState = { lines: [], restored: false, totalQuantity: 0, totalPrice: 0 };

function cartStateOf(snapshot: SnapshotFrom<CartActor>): CartState {
  const { lines } = snapshot.context;
  return { lines, restored: snapshot.matches('ready'), ...cartTotals(lines) };
}

function readCart(lines: CartLine[]): CartState {
  return { lines, restored: true, ...cartTotals(lines) };
}

/** The cart before its machine runs: taking in saved lines as the machine's `unread` and `ready` do. */
function previewCart(cart: CartState, event: CartEvent): CartState | undefined {
  if (event.type === 'cart.restore') return cart.restored ? cart : readCart(event.lines);
  if (event.type === 'cart.replace') return cart.restored ? readCart(event.lines) : cart;
  return undefined;
}

/** The page's cart as {@link createCartStore} makes it. */
export type DeferredCart = DeferredActor<CartActor, CartState>;

/**
 * The cart's store: the cart machine, started by the shopper's first change. One per page: the
 * whole app's CartProvider makes its own, and a page hydrated in islands shares one between its
 * islands ({@link CartStore}).
 */
export function createCartStore(): DeferredCart {
  return deferredActor<CartActor, CartState>({
    initial: unreadCart,
    preview: previewCart,
    viewOf: cartStateOf,
    async start() {
      const [{ createActor }, { cartMachine }] = await Promise.all([
        import('xstate'),
        import('../machines/cartMachine.ts'),
      ]);
      return createActor(cartMachine).start();
    },
  });
}

/** Runs the cart for everything below it. */
export function CartProvider({ children }: CartProviderProps) {
  const [cart] = useState(createCartStore);
  useEffect(() => connectCart(cart), [cart]);
  return <CartContext value={cart}>{children}</CartContext>;
}

/**
 * Reads the cart this browser saved into `cart` and follows other tabs' changes; returns what
 * stops following them. In the browser, after the first render.
 */
export function connectCart(cart: DeferredCart): () => void {
  cart.send({ type: 'cart.restore', lines: loadCart() });
  return followStorage(CART_STORAGE_KEY, (value) =>
    cart.send({ type: 'cart.replace', lines: parseStoredCart(value) }),
  );
}

/** Props of {@link CartStore}. */
export interface CartStoreProps {
  /** The page's cart store ({@link createCartStore}). */
  store: DeferredCart;
  /** What reads it. */
  children: ReactNode;
}

/** Offers a cart store made elsewhere (an island's share of the page's) to what is below. */
export function CartStore({ store, children }: CartStoreProps) {
  return <CartContext value={store}>{children}</CartContext>;
}

function useCartActor(): DeferredCart {
  const cart = use(CartContext);
  if (!cart) throw new Error('the cart hooks need a <CartProvider> above them');
  return cart;
}

/**
 * One thing of the cart, e.g. `useCartSelector((cart) => cart.totalQuantity)`: the component
 * re-renders only when what `select` returns changes (`===`).
 */
export function useCartSelector<T>(select: (cart: CartState) => T): T {
  const hydrated = useHydrated();
  return useDeferredSelector(
    useCartActor(),
    (cart) => select(hydrated ? cart : unreadCart),
    unreadCart,
  );
}

/** What can be done to the cart; never re-renders for a change of the cart. */
export function useCartActions(): CartActions {
  const actor = useCartActor();
  return useMemo<CartActions>(
    () => ({
      add: (items) => actor.send({ type: 'cart.add', items }),
      remove: (id) => actor.send({ type: 'cart.remove', id }),
      increase: (id) => actor.send({ type: 'cart.increase', id }),
      decrease: (id) => actor.send({ type: 'cart.decrease', id }),
      clear: () => actor.send({ type: 'cart.clear' }),
    }),
    [actor],
  );
}

/**
 * The whole cart and its actions; re-renders on every change of the cart. The pages that use
 * it (the cart, the checkout) are where the cart changes, so they start its machine as they open,
 * unless `startOnOpen` is false: then its code loads with the first change, or at `start()` (the
 * cart page calls it as the shopper reaches for the lines).
 */
export function useCart({ startOnOpen = true }: { startOnOpen?: boolean } = {}): CartValue {
  const cart = useCartActor();
  const start = useCallback(() => {
    cart.actor().catch(() => undefined);
  }, [cart]);
  useEffect(() => {
    if (startOnOpen) start();
  }, [start, startOnOpen]);
  const actions = useCartActions();
  const lines = useCartSelector((cart) => cart.lines);
  const restored = useCartSelector((cart) => cart.restored);
  return useMemo(
    () => ({ lines, restored, ...cartTotals(lines), ...actions, start }),
    [lines, restored, actions, start],
  );
}
