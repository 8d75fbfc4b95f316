/**
 * The first-run seed: the demo shop of `api/seed/`. `catalogue.json` is a catalogue file, read
 * and saved the way an import reads and saves one; `people.json` holds the accounts and reviews.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Options as HashOptions } from '@node-rs/argon2';
import { parseCatalog, saveCoupons, saveProducts } from '../catalog/catalog.ts';
import type { CatalogFile } from '../catalog/schema.ts';
import { saveLabels, saveTranslations } from '../catalog/translations.ts';
import type { Database, Queryable } from '../db/index.ts';
import { hashPassword } from '../users/passwords.ts';
import { seedContactMessages } from './messages.ts';
import { seedPeopleFile, type SeedPeople } from './schema.ts';

/** The demo shop's files. */
export const seedFiles = {
  /** Products and coupons, in the catalogue import format. */
  catalogue: new URL('../../seed/catalogue.json', import.meta.url),
  /** Accounts, reviewers and reviews. */
  people: new URL('../../seed/people.json', import.meta.url),
};

const readJson = async (file: URL): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/** The demo catalogue, validated as any import is. */
export async function readSeedCatalogue(): Promise<CatalogFile> {
  return parseCatalog(await readJson(seedFiles.catalogue));
}

/** The demo accounts and reviews. */
export async function readSeedPeople(): Promise<SeedPeople> {
  return seedPeopleFile.parse(await readJson(seedFiles.people));
}

/** What the first-run seed may skip or tune. */
export interface SeedOptions {
  /** argon2id cost for the seeded accounts. */
  passwordHashing?: HashOptions;
}

/**
 * Runs each seed step once per database (recorded in `seed_steps`), so a first start fills the
 * shop and later starts, or a newer release with more steps, never duplicate anything.
 * Returns the steps it ran.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<string[]> {
  const catalogue = await readSeedCatalogue();
  const people = await readSeedPeople();
  const steps: [string, (tx: Queryable) => Promise<unknown>][] = [
    ['products', (tx) => seedProducts(tx, catalogue)],
    ['accounts', (tx) => seedAccounts(tx, people, options.passwordHashing ?? {})],
    ['coupons', (tx) => saveCoupons(tx, catalogue.coupons)],
    ['reviews', (tx) => seedReviews(tx, people)],
    // Added with the back office: databases seeded before it get the new staff accounts too.
    [
      'staff-accounts',
      (tx) =>
        seedAccounts(
          tx,
          {
            ...people,
            accounts: people.accounts.filter((account) => account.role !== 'customer'),
            reviewers: [],
          },
          options.passwordHashing ?? {},
        ),
    ],
    // Added with Urdu (issue 24): databases seeded before it get the Urdu catalogue text too.
    [
      'urdu',
      async (tx) => {
        await saveTranslations(tx, catalogue.products);
        await saveLabels(tx, catalogue.labels);
      },
    ],
    // Added when the inbox was found failing on its first message: the demo shop has two.
    ['messages', seedContactMessages],
  ];
  const ran: string[] = [];
  for (const [name, step] of steps) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [72_616_102]);
      const inserted = await tx.query(
        'INSERT INTO seed_steps (name) VALUES ($1) ON CONFLICT DO NOTHING',
        [name],
      );
      if (inserted.rowCount === 0) return false;
      await step(tx);
      return true;
    });
    if (done) ran.push(name);
  }
  return ran;
}

/** The file's products, oldest first an hour apart, so "newest first" shows its end first. */
function seedProducts(tx: Queryable, catalogue: CatalogFile) {
  const count = catalogue.products.length;
  return saveProducts(
    tx,
    catalogue.products.map((product, index) => ({
      ...product,
      createdSecondsAgo: (count - index) * 3600,
    })),
  );
}

async function seedAccounts(tx: Queryable, people: SeedPeople, hashing: HashOptions) {
  const rows = [
    ...people.accounts,
    // A random password nobody knows: these sample shoppers sign in only after a reset.
    ...people.reviewers.map((reviewer) => ({
      ...reviewer,
      password: randomBytes(24).toString('base64url'),
      role: 'customer' as const,
    })),
  ];
  const users = await Promise.all(
    rows.map(async ({ name, email, password, role }) => ({
      name,
      email,
      role,
      password_hash: await hashPassword(password, hashing),
    })),
  );
  await tx.query(
    `INSERT INTO users (name, email, password_hash, role)
     SELECT name, email, password_hash, role FROM jsonb_to_recordset($1::jsonb)
       AS entry (name text, email text, password_hash text, role text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(users)],
  );
}

/** The reviews, and each product's rating totals in step with them. */
async function seedReviews(tx: Queryable, people: SeedPeople) {
  await tx.query(
    `WITH added AS (
       INSERT INTO reviews (product_id, user_id, rating, comment)
       SELECT p.id, u.id, entry.rating, entry.comment
       FROM jsonb_to_recordset($1::jsonb)
         AS entry (author text, product text, rating integer, comment text)
       JOIN products p ON p.name = entry.product
       JOIN users u ON lower(u.email) = lower(entry.author)
       ON CONFLICT DO NOTHING
       RETURNING product_id, rating
     )
     UPDATE products SET rating_sum = rating_sum + totals.ratings,
       review_count = review_count + totals.reviews
     FROM (SELECT product_id, sum(rating)::int AS ratings, count(*)::int AS reviews
           FROM added GROUP BY product_id) AS totals
     WHERE products.id = totals.product_id`,
    [JSON.stringify(people.reviews)],
  );
}
