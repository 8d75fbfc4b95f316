/**
 * Every page of the shop in Urdu, as a guest and as a member (issue 24): the server's page under
 * /ur holds none of the shop's English sentences, in its text or in what a screen reader reads
 * (aria-label, alt, placeholder, title). The English ones are the English catalogue's words
 * (src/i18n/messages/en.json) that the Urdu catalogue does not share ("Bloom" stays "Bloom").
 * Catalogue content is the api's, in the page's language (languages.test.ts). Needs the
 * storefront's build (`npm test` builds first).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../scripts/stack.ts';

type Catalogue = Record<string, { defaultMessage: string }>;
const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

/** The literal words of a message, in every branch of its plurals, selects and tags. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.tag) return literals(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => literals(option.value));
    }
    return [];
  });
}

/** Each piece of English a message writes on its own (its literal runs, trimmed). */
const pieces = (message: string) =>
  literals(parse(message))
    .map((text) => text.replace(/\s+/g, ' ').trim())
    // A piece with a word of four letters or more: "Rs.", "·" and "(" are not English, and a lone
    // "and" or "of" could as well be a shopper's review, which stays in the words it was written in.
    .filter((text) => /[A-Za-z]{4,}/.test(text));

const english = catalogue('en');
const urdu = catalogue('ur');
/** The English pieces an Urdu page must not show, with the message each comes from. */
const englishPieces = Object.entries(english).flatMap(([id, { defaultMessage }]) => {
  const shared = new Set(pieces(urdu[id]?.defaultMessage ?? ''));
  return pieces(defaultMessage)
    .filter((piece) => !shared.has(piece))
    .map((piece) => ({ id, piece }));
});

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name.toLowerCase()] ?? whole),
  );

/** What a shopper sees or hears of a page's body: its text and its labelling attributes. */
function readable(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const withoutCode = body
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Text marked English on purpose (INCI names, the label's Latin-script names) is not the
    // shop's English words: a screen reader reads it in English, as it should.
    .replace(/<(p|span)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [
    ...withoutCode.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g),
  ].map((match) => match[1]!);
  const text = withoutCode.replace(/<[^>]*>/g, ' ');
  return decode([text, ...attributes].join(' ')).replace(/\s+/g, ' ');
}

/** The English pieces `text` holds, as whole words. */
function englishIn(text: string): string[] {
  return englishPieces
    .filter(({ piece }) =>
      new RegExp(`(?<![A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(
        text,
      ),
    )
    .map(({ id, piece }) => `${id}: ${piece}`);
}

let stack: Stack;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-urdu-pages-'));
  stack = await startStack({
    dataDir: join(scratch, 'data'),
    apiPort: 0,
    gatewayPort: 0,
    webPort: 0,
    echo: false,
    env: { LOG_LEVEL: 'error' },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A page's HTML, with the cookie when given, failing on anything but 200 (or 404 when asked). */
async function pageHtml(path: string, cookie?: string, status = 200): Promise<string> {
  const response = await fetch(new URL(path, stack.webUrl), {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  expect(response.status, path).toBe(status);
  const html = await response.text();
  expect(/<html[^>]*>/.exec(html)?.[0], path).toBe('<html lang="ur" dir="rtl">');
  return html;
}

/** The seeded shopper's session cookie, signed in through the api. */
async function shopperCookie(): Promise<string> {
  const people = JSON.parse(
    readFileSync(new URL('../../api/seed/people.json', import.meta.url), 'utf8'),
  ) as { accounts: { role: string; email: string; password: string }[] };
  const shopper = people.accounts.find((account) => account.role === 'customer')!;
  const response = await fetch(`${stack.apiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shopper.email, password: shopper.password }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('bloom_session='));
  return session!.split(';')[0]!;
}

/**
 * A seeded product's page, found by name: one with reviews whose INCI list holds "Cetearyl
 * Alcohol" (English words that stay Latin on purpose), the same product every run.
 */
async function productPath(name = 'Ceramide Barrier Cream'): Promise<string> {
  const response = await fetch(
    new URL(`/products?search=${encodeURIComponent(name)}`, stack.webUrl),
  );
  const path = /href="(\/selectedItem\/[^"?]+)"/.exec(await response.text())?.[1];
  expect(path).toBeDefined();
  return path!;
}

it('the English catalogue gives the check something to look for', () => {
  expect(englishPieces.length).toBeGreaterThan(300);
  expect(englishIn('Add to cart and Proceed to checkout')).not.toEqual([]);
});

describe('an Urdu page holds none of the shop’s English', () => {
  const guestPages = [
    '/ur',
    '/ur/products',
    '/ur/products?category=Skincare&skin=oily',
    '/ur/products?search=zzzz-nothing',
    '/ur/bundle',
    '/ur/cart',
    '/ur/wishlist',
    '/ur/signup',
    '/ur/login',
    '/ur/forget',
    '/ur/otp',
    '/ur/reset/x',
    '/ur/privacy-policy',
    '/ur/terms',
    '/ur/contact',
    '/ur/about',
  ];

  it.each(guestPages)('%s, as a guest', async (path) => {
    expect(englishIn(readable(await pageHtml(path)))).toEqual([]);
  });

  it('a product page, as a guest', async () => {
    expect(englishIn(readable(await pageHtml(`/ur${await productPath()}`)))).toEqual([]);
  });

  it('an unknown page', async () => {
    expect(englishIn(readable(await pageHtml('/ur/no-such-page', undefined, 404)))).toEqual([]);
  });

  it.each(['/ur', '/ur/profile', '/ur/orders', '/ur/checkout', '/ur/wishlist'])(
    '%s, as a member',
    async (path) => {
      const cookie = await shopperCookie();
      expect(englishIn(readable(await pageHtml(path, cookie)))).toEqual([]);
    },
  );

  it('a product page, as a member (with the review form)', async () => {
    const cookie = await shopperCookie();
    expect(englishIn(readable(await pageHtml(`/ur${await productPath()}`, cookie)))).toEqual([]);
  });
});
