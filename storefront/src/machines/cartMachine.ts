/**
 * The cart (SPEC.md §4): add one item or several, remove, increase, decrease (never below 1),
 * clear. Totals are never stored as running sums: they are derived from the lines every time,
 * in paisa, from each line's `currentPrice`, so they cannot drift from what the lines say. The
 * cart does not decide what is on sale: the gateway's `Product.currentPrice` says what one unit
 * costs, and the cart charges that. Every change is saved under the `cart` key by the `persist` action,
 * and a stored value that is not a valid cart starts an empty one instead of breaking the page.
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  CART_STORAGE_KEY,
  serializeCart,
  type CartEvent,
  type CartItemInput,
  type CartLine,
} from './cartLines.ts';

export {
  CART_STORAGE_KEY,
  cartTotals,
  lineTotal,
  loadCart,
  parseStoredCart,
  serializeCart,
  type CartEvent,
  type CartItemInput,
  type CartLine,
} from './cartLines.ts';

function toLineInput(item: CartItemInput): CartItemInput {
  const { id, name, category, price, currentPrice, imageUrl } = item;
  return { id, name, category, price, currentPrice, imageUrl };
}

function changeQuantity(lines: CartLine[], id: string, by: number): CartLine[] {
  return lines.map((line) => (line.id === id ? { ...line, quantity: line.quantity + by } : line));
}

/**
 * The cart flow. It waits in `unread` until `cart.restore` hands it what this browser saved (the
 * server cannot see it, so the server and the first render in the browser show an empty cart),
 * and takes the shopper's changes once `ready`. Its `persist` action saves to localStorage; tests
 * may provide another.
 */
export const cartMachine = setup({
  types: {
    context: {} as { lines: CartLine[] },
    events: {} as CartEvent,
  },
  guards: {
    /** A line keeps at least one unit (SPEC.md §5): only a line above 1 can lose one. */
    canDecrease: ({ context, event }) => {
      assertEvent(event, 'cart.decrease');
      return context.lines.some((line) => line.id === event.id && line.quantity > 1);
    },
  },
  actions: {
    /** One unit more of each item, a new line at 1 for an item not in the cart yet. */
    addItems: assign({
      lines: ({ context, event }) => {
        assertEvent(event, 'cart.add');
        const items = Array.isArray(event.items) ? event.items : [event.items];
        let lines = context.lines;
        for (const item of items) {
          lines = lines.some((line) => line.id === item.id)
            ? changeQuantity(lines, item.id, 1)
            : [...lines, { ...toLineInput(item), quantity: 1 }];
        }
        return lines;
      },
    }),
    removeLine: assign({
      lines: ({ context, event }) => {
        assertEvent(event, 'cart.remove');
        return context.lines.filter((line) => line.id !== event.id);
      },
    }),
    /** One unit more or less of a line (`by` is +1 or -1). */
    changeQuantity: assign({
      lines: ({ context }, { id, by }: { id: string; by: 1 | -1 }) =>
        changeQuantity(context.lines, id, by),
    }),
    clearLines: assign({ lines: [] }),
    /** Lines read from storage (this browser's saved cart, or another tab's change). */
    takeLines: assign({
      lines: ({ event }) => {
        assertEvent(event, ['cart.restore', 'cart.replace']);
        return event.lines;
      },
    }),
    persist: ({ context }) => {
      try {
        if (context.lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
        else localStorage.setItem(CART_STORAGE_KEY, serializeCart(context.lines));
      } catch {
        // Full or blocked storage: the cart still works for this visit.
      }
    },
  },
}).createMachine({
  id: 'cart',
  context: { lines: [] },
  initial: 'unread',
  states: {
    // The saved cart is read once the page has hydrated; until then there is nothing to change.
    unread: {
      on: { 'cart.restore': { target: 'ready', actions: 'takeLines' } },
    },
    ready: {
      on: {
        'cart.add': { actions: ['addItems', 'persist'] },
        'cart.remove': { actions: ['removeLine', 'persist'] },
        'cart.increase': {
          actions: [
            { type: 'changeQuantity', params: ({ event }) => ({ id: event.id, by: 1 }) },
            'persist',
          ],
        },
        'cart.decrease': {
          guard: 'canDecrease',
          actions: [
            { type: 'changeQuantity', params: ({ event }) => ({ id: event.id, by: -1 }) },
            'persist',
          ],
        },
        'cart.clear': { actions: ['clearLines', 'persist'] },
        // Another tab changed the stored cart: take its lines, without writing them back.
        'cart.replace': { actions: 'takeLines' },
      },
    },
  },
});
