import { beforeEach, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  CART_STORAGE_KEY,
  cartMachine,
  cartTotals,
  lineTotal,
  loadCart,
  parseStoredCart,
  serializeCart,
  type CartItemInput,
  type CartLine,
} from './cartMachine.ts';

const toner: CartItemInput = {
  id: 'p1',
  name: 'Rosewater Toner',
  category: 'SKINCARE',
  price: 1200,
  currentPrice: 999.9,
  imageUrl: '/images/toner.webp',
};
const lotion: CartItemInput = {
  id: 'p2',
  name: 'Shea Lotion',
  category: 'BODY_CARE',
  price: 0.1,
  currentPrice: 0.1,
  imageUrl: '/images/lotion.webp',
};

/** A cart as the app runs it: started, then handed what this browser saved. */
function start(lines: CartLine[] = []) {
  const actor = createActor(cartMachine);
  actor.start();
  actor.send({ type: 'cart.restore', lines });
  return actor;
}

function stored(): unknown {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => localStorage.clear());

test('add puts a new item in with quantity 1 and saves the cart with its totals', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: toner });

  expect(cart.getSnapshot().context.lines).toEqual([{ ...toner, quantity: 1 }]);
  expect(stored()).toEqual({
    cart: [{ ...toner, quantity: 1 }],
    totalQuantity: 1,
    totalPrice: 999.9,
  });
});

test('adding an item already in the cart adds one unit to its line', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: toner });
  cart.send({ type: 'cart.add', items: toner });

  expect(cart.getSnapshot().context.lines).toEqual([{ ...toner, quantity: 2 }]);
});

test('add accepts a list, counting a repeated id twice', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: [toner, lotion, toner] });

  const lines = cart.getSnapshot().context.lines;
  expect(lines.map((l) => [l.id, l.quantity])).toEqual([
    ['p1', 2],
    ['p2', 1],
  ]);
});

test('add keeps only cart fields, not whatever else the product carried', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: { ...toner, description: 'long text' } as CartItemInput });

  expect(Object.keys(cart.getSnapshot().context.lines[0]!).sort()).toEqual(
    ['category', 'currentPrice', 'id', 'imageUrl', 'name', 'price', 'quantity'].sort(),
  );
});

test('remove drops the line and saves; removing the last line forgets the stored cart', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: [toner, lotion] });
  cart.send({ type: 'cart.remove', id: 'p1' });

  expect(cart.getSnapshot().context.lines.map((l) => l.id)).toEqual(['p2']);
  expect(stored()).toMatchObject({ totalQuantity: 1, totalPrice: 0.1 });

  cart.send({ type: 'cart.remove', id: 'p2' });
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('increase adds a unit; decrease takes one away but never below 1', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: toner });
  cart.send({ type: 'cart.increase', id: 'p1' });
  expect(cart.getSnapshot().context.lines[0]!.quantity).toBe(2);
  expect(stored()).toMatchObject({ totalQuantity: 2, totalPrice: 1999.8 });

  cart.send({ type: 'cart.decrease', id: 'p1' });
  expect(cart.getSnapshot().context.lines[0]!.quantity).toBe(1);

  cart.send({ type: 'cart.decrease', id: 'p1' });
  expect(cart.getSnapshot().context.lines[0]!.quantity).toBe(1);
});

test('an unknown id changes nothing', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: toner });
  const before = cart.getSnapshot().context.lines;
  cart.send({ type: 'cart.increase', id: 'nope' });
  cart.send({ type: 'cart.decrease', id: 'nope' });
  cart.send({ type: 'cart.remove', id: 'nope' });

  expect(cart.getSnapshot().context.lines).toEqual(before);
});

test('clear empties the cart and deletes the stored one', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: [toner, lotion] });
  cart.send({ type: 'cart.clear' });

  expect(cart.getSnapshot().context.lines).toEqual([]);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('until the saved cart is read it stays empty and unchanged; restore takes it without writing it back', () => {
  const cart = createActor(cartMachine);
  cart.start();
  expect(cart.getSnapshot().matches('unread')).toBe(true);
  cart.send({ type: 'cart.add', items: toner });
  cart.send({ type: 'cart.replace', lines: [{ ...lotion, quantity: 3 }] });
  expect(cart.getSnapshot().context.lines).toEqual([]);

  cart.send({ type: 'cart.restore', lines: [{ ...toner, quantity: 2 }] });
  expect(cart.getSnapshot().matches('ready')).toBe(true);
  expect(cart.getSnapshot().context.lines).toEqual([{ ...toner, quantity: 2 }]);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

  // Read once: a second restore (React's strict effects run twice) changes nothing.
  cart.send({ type: 'cart.restore', lines: [] });
  expect(cart.getSnapshot().context.lines).toEqual([{ ...toner, quantity: 2 }]);
});

test('replace takes lines from another tab without writing them back', () => {
  const cart = start();
  cart.send({ type: 'cart.replace', lines: [{ ...lotion, quantity: 3 }] });

  expect(cart.getSnapshot().context.lines).toEqual([{ ...lotion, quantity: 3 }]);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('every total charges what the shop says a unit costs now (currentPrice), never re-deciding', () => {
  const lines: CartLine[] = [
    { ...toner, quantity: 3 },
    { ...lotion, quantity: 3 },
    { ...lotion, id: 'p3', price: 0.2, currentPrice: 0.2, quantity: 1 },
  ];
  expect(lineTotal(lines[0]!)).toBe(2999.7);
  expect(lineTotal(lines[1]!)).toBe(0.3); // 0.1 * 3 is 0.30000000000000004 in floats
  expect(cartTotals(lines)).toEqual({ totalQuantity: 7, totalPrice: 3000.2 });
});

test('a saved cart survives a reload', () => {
  const cart = start();
  cart.send({ type: 'cart.add', items: [toner, toner, lotion] });

  expect(loadCart()).toEqual([
    { ...toner, quantity: 2 },
    { ...lotion, quantity: 1 },
  ]);
});

test.each([
  ['not JSON', '{oops'],
  ['a number', '42'],
  ['null', 'null'],
  ['an object without lines', '{"cart": "x"}'],
  ['a line without an id', JSON.stringify([{ ...toner, id: undefined, quantity: 1 }])],
  ['a quantity of 0', JSON.stringify([{ ...toner, quantity: 0 }])],
  ['a fractional quantity', JSON.stringify([{ ...toner, quantity: 1.5 }])],
  ['a negative price', JSON.stringify([{ ...toner, price: -1, quantity: 1 }])],
  [
    'a line without a current price',
    JSON.stringify([{ ...toner, currentPrice: 'x', quantity: 1 }]),
  ],
  ['an unknown category', JSON.stringify([{ ...toner, category: 'SHOES', quantity: 1 }])],
  [
    'the same id twice',
    JSON.stringify([
      { ...toner, quantity: 1 },
      { ...toner, quantity: 2 },
    ]),
  ],
])('a stored cart that is %s starts empty', (_, raw) => {
  expect(parseStoredCart(raw)).toEqual([]);
  localStorage.setItem(CART_STORAGE_KEY, raw);
  expect(loadCart()).toEqual([]);
});

test('a bare list of valid lines is read too', () => {
  expect(parseStoredCart(JSON.stringify([{ ...toner, quantity: 2 }]))).toEqual([
    { ...toner, quantity: 2 },
  ]);
  expect(parseStoredCart(serializeCart([{ ...lotion, quantity: 1 }]))).toEqual([
    { ...lotion, quantity: 1 },
  ]);
});

test('a cart saved before lines carried currentPrice keeps what it charged', () => {
  const { currentPrice: _, ...rest } = toner;
  const saved = JSON.stringify({
    cart: [
      { ...rest, salePrice: 999.9, quantity: 2 },
      { ...rest, id: 'p2', salePrice: 0, quantity: 1 },
      { ...rest, id: 'p3', salePrice: null, quantity: 1 },
    ],
  });
  expect(parseStoredCart(saved).map((line) => [line.id, line.currentPrice])).toEqual([
    ['p1', 999.9],
    ['p2', 1200],
    ['p3', 1200],
  ]);
});
