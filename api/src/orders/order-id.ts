/**
 * Order ids (DESIGN.md "REST service", Orders). New ids carry 50 random bits so that nobody can
 * walk the id space to find other people's orders; orders placed before kept their 6 digits
 * (`BLM-219410`), and both forms stay valid everywhere an order id is read.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Crockford's base32 alphabet: digits and capitals without I, L, O and U, so an id read aloud
 * or copied by hand cannot be mistaken for another.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters after `BLM-`: 10 of 32 symbols, 50 random bits. */
const randomLength = 10;

/** A fresh order id like `BLM-7KQ2M9XH4T`, from a CSPRNG. */
export function newOrderId(): string {
  // 256 is a multiple of 32, so every symbol is equally likely.
  const symbols = [...randomBytes(randomLength)].map((byte) => alphabet[byte % alphabet.length]);
  return `BLM-${symbols.join('')}`;
}

/** An order id as a request may name it: today's form, or the 6 digits of an older order. */
export const orderId = z
  .string({ error: 'The order id must be text.' })
  .regex(/^BLM-(?:\d{6}|[0-9A-HJKMNP-TV-Z]{10})$/, {
    error: 'The order id must look like BLM-7KQ2M9XH4T.',
  });
