/**
 * The demo shop's people (`api/seed/people.json`): the local accounts, the sample shoppers who
 * wrote the reviews, and the reviews. The demo catalogue beside it is a catalogue file
 * (`../catalog/schema.ts`). Types are inferred here, for the seed and for e2e alike.
 */
import { z } from 'zod';

const name = z.string().trim().min(1).max(100);
const email = z.email().max(254);

/** The seed's people file. */
export const seedPeopleFile = z.strictObject({
  /** Accounts with a known password (local use only; api/README.md lists them). */
  accounts: z.array(
    z.strictObject({
      name,
      email,
      password: z.string().min(8).max(128),
      role: z.enum(['customer', 'owner', 'manager', 'support']),
    }),
  ),
  /** Sample shoppers with a password nobody knows: they sign in only after a reset. */
  reviewers: z.array(z.strictObject({ name, email })),
  /** Reviews by `author` (a reviewer's email) of `product` (a catalogue product's name). */
  reviews: z.array(
    z.strictObject({
      author: email,
      product: z.string().min(1),
      rating: z.int().min(1).max(5),
      comment: z.string().trim().min(1).max(2000),
    }),
  ),
});

/** The seed's people, as read. */
export type SeedPeople = z.output<typeof seedPeopleFile>;
