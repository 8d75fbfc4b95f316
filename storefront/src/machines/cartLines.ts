/**
 * The cart's lines as data (SPEC.md §4): what a line holds, its totals (derived from the lines
 * every time, in paisa, from each line's `currentPrice`), and the saved form under the `cart`
 * key, where a stored value that is not a valid cart reads as an empty one. Apart from the cart
 * machine (cartMachine.ts) so the page can show the saved cart before the machine's code loads
 * (cart/cart.tsx).
 */
import type { Category } from '../__generated__/graphql';

/** What is needed to put a product in the cart. */
export interface CartItemInput {
  /** The product's id. */
  id: string;
  /** The product's name. */
  name: string;
  /** The product's category. */
  category: Category;
  /** The regular price in Rs. (shown struck through when `currentPrice` is lower). */
  price: number;
  /** What one unit costs now in Rs., as the gateway's `Product.currentPrice` says. */
  currentPrice: number;
  /** The product photo. */
  imageUrl: string;
}

/** One line of the cart. */
export type CartLine = CartItemInput & {
  /** How many units, at least 1. */
  quantity: number;
};

/** Events the cart understands. */
export type CartEvent =
  | { type: 'cart.add'; items: CartItemInput | CartItemInput[] }
  | { type: 'cart.remove'; id: string }
  | { type: 'cart.increase'; id: string }
  | { type: 'cart.decrease'; id: string }
  | { type: 'cart.clear' }
  /** Another tab saved a change of the cart. */
  | { type: 'cart.replace'; lines: CartLine[] }
  /** The cart this browser saved, read after hydration. */
  | { type: 'cart.restore'; lines: CartLine[] };

/** The key the cart lives under in localStorage (SPEC.md §9). */
export const CART_STORAGE_KEY = 'cart';

function toPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}

/** A line's total in Rs. (two decimals, computed in paisa). */
export function lineTotal(line: CartLine): number {
  return (toPaisa(line.currentPrice) * line.quantity) / 100;
}

/** The cart's totals, derived from its lines. */
export function cartTotals(lines: readonly CartLine[]): {
  totalQuantity: number;
  totalPrice: number;
} {
  let quantity = 0;
  let paisa = 0;
  for (const line of lines) {
    quantity += line.quantity;
    paisa += toPaisa(line.currentPrice) * line.quantity;
  }
  return { totalQuantity: quantity, totalPrice: paisa / 100 };
}

const CATEGORIES: readonly string[] = ['SKINCARE', 'HAIRCARE', 'BODY_CARE', 'COSMETICS', 'BUNDLE'];

function isMoney(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * What a line saved before the cart kept `currentPrice` (it kept `salePrice`) charged per unit,
 * so a shopper's cart survives the change; null when it is not such a line. Not a price rule:
 * it repeats what that cart showed, and the shop re-prices every order anyway (a changed total
 * is a CONFLICT the checkout shows).
 */
function legacyUnitPrice(price: number, line: Record<string, unknown>): number | null {
  if (line.salePrice === null) return price;
  if (!isMoney(line.salePrice)) return null;
  return line.salePrice > 0 ? line.salePrice : price;
}

function toLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id === '' || typeof v.name !== 'string') return null;
  if (typeof v.category !== 'string' || !CATEGORIES.includes(v.category)) return null;
  if (!isMoney(v.price)) return null;
  const currentPrice = isMoney(v.currentPrice) ? v.currentPrice : legacyUnitPrice(v.price, v);
  if (currentPrice === null) return null;
  if (typeof v.imageUrl !== 'string') return null;
  if (!Number.isInteger(v.quantity) || (v.quantity as number) < 1) return null;
  return {
    id: v.id,
    name: v.name,
    category: v.category as Category,
    price: v.price,
    currentPrice,
    imageUrl: v.imageUrl,
    quantity: v.quantity as number,
  };
}

/**
 * Reads a stored cart: `{ cart: CartLine[], ... }` (or a bare list). Anything else, or any line
 * that is not a valid line, gives an empty cart: a half-trusted cart is worse than none.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const list: unknown = Array.isArray(parsed)
      ? parsed
      : typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>).cart
        : null;
    if (!Array.isArray(list)) return [];
    const lines = list.map(toLine);
    if (!lines.every((line) => line !== null)) return [];
    const ids = new Set(lines.map((line) => line.id));
    return ids.size === lines.length ? lines : [];
  } catch {
    return [];
  }
}

/** The stored form: the lines plus their totals, as SPEC.md §3 names them. */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify({ cart: lines, ...cartTotals(lines) });
}

/** Reads the cart saved in this browser; an empty cart when there is none or it is unreadable. */
export function loadCart(storage: Storage = localStorage): CartLine[] {
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY));
  } catch {
    return []; // storage can be blocked (privacy settings); the cart then lives in memory
  }
}
