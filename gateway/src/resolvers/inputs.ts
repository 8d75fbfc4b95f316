/**
 * Checks of shopper input at the gateway's edge, for what the schema's types cannot say: lengths
 * and characters. Each refusal is BAD_USER_INPUT with a sentence, before any REST call, so bad
 * input can neither reach a URL or a header nor turn into an error that blames the shop.
 */
import { GraphQLError } from 'graphql';

/** A BAD_USER_INPUT error with a sentence a form can show. */
export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Refuses page numbers the api could only answer with an empty page or an error. */
export function checkPage(page: number): number {
  if (!Number.isInteger(page) || page < 1) throw badInput('page must be a whole number from 1.');
  return page;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses an id that cannot name a product, in the api's words, before it joins a batch read. */
export function checkProductId(id: string): string {
  if (!uuidPattern.test(id)) throw badInput('The product id is not a valid id.');
  return id;
}

/** Most ids one list of products may name (a wishlist's size). */
export const maxProductIds = 200;

/** A list of product ids: 1 to 200, each a valid id. */
export function checkProductIds(ids: readonly string[]): string[] {
  if (ids.length === 0) throw badInput('Send at least one product id.');
  if (ids.length > maxProductIds) throw badInput(`Send at most ${maxProductIds} product ids.`);
  return ids.map(checkProductId);
}

/** A price bound in rupees: from 0, two decimals at most. */
export function checkPrice(value: number | null | undefined, name: string): number | undefined {
  if (value == null) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > 10_000_000) {
    throw badInput(`${name} must be an amount from 0.`);
  }
  return value;
}

/** Longest search the api accepts (its `search` query parameter). */
export const maxSearchLength = 100;

/**
 * The search text as the api takes it (trimmed; null when blank). Refuses a longer one: it
 * travels in the api's URL, where a long one would be refused as an oversized request.
 */
export function checkSearch(search: string | null | undefined): string | null {
  const trimmed = search?.trim() ?? '';
  if (trimmed.length > maxSearchLength) {
    throw badInput(`search can be at most ${maxSearchLength} characters.`);
  }
  return trimmed === '' ? null : trimmed;
}

/**
 * What the api accepts as an Idempotency-Key: 1 to 200 visible ASCII characters. Spaces would be
 * trimmed from a header (two keys could become one) and control characters cannot be sent in
 * one at all.
 */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/** The idempotency key, refused unless it can travel as the api's Idempotency-Key header. */
export function checkIdempotencyKey(key: string): string {
  if (!idempotencyKeyPattern.test(key)) {
    throw badInput(
      'idempotencyKey must be 1 to 200 visible ASCII characters (no spaces or control characters).',
    );
  }
  return key;
}
