/**
 * The cart at the React boundary: one cart machine for the app, filled from what this browser
 * saved, kept in step with other tabs, and offered to pages through `useCart()`.
 *
 * The saved cart is read after the first render, not during it: the server cannot see this
 * browser's storage, so the first render in the browser must match its empty cart for hydration.
 * `restored` tells pages when the real cart is there.
 */
import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  CART_STORAGE_KEY,
  cartMachine,
  cartTotals,
  loadCart,
  parseStoredCart,
  type CartItemInput,
  type CartLine,
} from '../machines/cartMachine.ts';

export type { CartItemInput, CartLine } from '../machines/cartMachine.ts';

/** What `useCart()` gives. */
export interface CartValue {
  /** The lines, in the order they were added. */
  lines: CartLine[];
  /** False until the cart saved in this browser has been read (never on the server). */
  restored: boolean;
  /** The sum of the quantities. */
  totalQuantity: number;
  /** The sum of the line totals in Rs. (two decimals). */
  totalPrice: number;
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

const CartContext = createContext<CartValue | null>(null);

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /** The app. */
  children: ReactNode;
}

/** Runs the cart for everything below it. */
export function CartProvider({ children }: CartProviderProps) {
  const actor = useActorRef(cartMachine, { input: {} });
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const restored = useSelector(actor, (snapshot) => snapshot.context.restored);

  useEffect(() => {
    actor.send({ type: 'cart.restore', lines: loadCart() });
  }, [actor]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) {
        actor.send({ type: 'cart.replace', lines: parseStoredCart(event.newValue) });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);

  const value = useMemo<CartValue>(
    () => ({
      lines,
      restored,
      ...cartTotals(lines),
      add: (items) => actor.send({ type: 'cart.add', items }),
      remove: (id) => actor.send({ type: 'cart.remove', id }),
      increase: (id) => actor.send({ type: 'cart.increase', id }),
      decrease: (id) => actor.send({ type: 'cart.decrease', id }),
      clear: () => actor.send({ type: 'cart.clear' }),
    }),
    [actor, lines, restored],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart. Must be used below {@link CartProvider}. */
export function useCart(): CartValue {
  const value = use(CartContext);
  if (!value) throw new Error('useCart() needs a <CartProvider> above it');
  return value;
}
