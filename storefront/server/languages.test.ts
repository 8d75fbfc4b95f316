/**
 * The shop's two languages on the server (issue 24; DESIGN.md "Languages"), on the production
 * build and the whole stack: English at today's paths and Urdu under /ur, each page rendered
 * with its `<html lang dir>`, its catalogue content, its canonical and hreflang alternates and
 * JSON-LD `inLanguage`; an unknown language prefix is a 404; the page cache keeps each
 * language's page apart. Needs the storefront's build (`npm test` builds first).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../scripts/stack.ts';

const publicUrl = 'https://shop.example.com';
let stack: Stack;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-languages-'));
  stack = await startStack({
    dataDir: join(scratch, 'data'),
    apiPort: 0,
    gatewayPort: 0,
    webPort: 0,
    echo: false,
    env: { LOG_LEVEL: 'error', PUBLIC_URL: publicUrl },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A page as a guest gets it, without following redirects. */
async function page(path: string) {
  const response = await fetch(new URL(path, stack.webUrl), { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The document's `<html>` element. */
const htmlElement = (html: string) => /<html[^>]*>/.exec(html)?.[0];

/** The document's `<head>`. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** A product's id, from the English listing. */
async function productId(): Promise<string> {
  const { html } = await page('/products');
  const id = /href="\/selectedItem\/([^"?]+)"/.exec(html)?.[1];
  expect(id).toBeDefined();
  return id!;
}

/** A product's name in a language, as the gateway answers it. */
async function productName(id: string, locale: 'EN' | 'UR'): Promise<string> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($id: ID!, $locale: Locale) { product(id: $id) { name(locale: $locale) } }',
      variables: { id, locale },
    }),
  });
  const body = (await response.json()) as { data: { product: { name: string } } };
  return body.data.product.name;
}

describe('the language of a page', () => {
  it('is English at today’s paths and Urdu under /ur, in <html lang dir>', async () => {
    for (const path of ['/', '/products?category=Skincare', '/cart']) {
      const english = await page(path);
      expect(english.status, path).toBe(200);
      expect(htmlElement(english.html), path).toBe('<html lang="en" dir="ltr">');
    }
    for (const path of ['/ur', '/ur/', '/ur/products?category=Skincare', '/ur/cart']) {
      const urdu = await page(path);
      expect(urdu.status, path).toBe(200);
      expect(htmlElement(urdu.html), path).toBe('<html lang="ur" dir="rtl">');
    }
  });

  it('shows the product’s Urdu name on its Urdu page, and the English one at today’s path', async () => {
    const id = await productId();
    const [english, urdu] = await Promise.all([productName(id, 'EN'), productName(id, 'UR')]);
    expect(urdu).not.toBe(english);
    const urduPage = await page(`/ur/selectedItem/${id}`);
    expect(urduPage.status).toBe(200);
    expect(urduPage.html).toContain(urdu);
    const englishPage = await page(`/selectedItem/${id}`);
    expect(englishPage.html).toContain(english);
    expect(englishPage.html).not.toContain(urdu);
  });

  it('answers 404 for an unknown language prefix, and for an unknown Urdu page in Urdu', async () => {
    for (const path of ['/fr', '/fr/products', '/fr/selectedItem/x', '/en/products']) {
      expect((await page(path)).status, path).toBe(404);
    }
    const missing = await page('/ur/no-such-page');
    expect(missing.status).toBe(404);
    expect(htmlElement(missing.html)).toBe('<html lang="ur" dir="rtl">');
  });

  it('keeps a guest sent to log in inside their language', async () => {
    const checkout = await page('/ur/checkout');
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get('location')).toBe('/ur/login?from=cart');
  });
});

describe('addresses for search engines', () => {
  it('links each language’s version and x-default absolutely, with a self-referencing canonical', async () => {
    const path = '/products?category=Skincare';
    const english = headOf((await page(path)).html);
    const urdu = headOf((await page(`/ur${path}`)).html);
    const alternates = [
      `<link rel="alternate" hreflang="en" href="${publicUrl}${path}" />`,
      `<link rel="alternate" hreflang="ur" href="${publicUrl}/ur${path}" />`,
      `<link rel="alternate" hreflang="x-default" href="${publicUrl}${path}" />`,
    ];
    for (const link of alternates) {
      expect(english).toContain(link);
      expect(urdu).toContain(link);
    }
    expect(english).toContain(`<link rel="canonical" href="${publicUrl}${path}" />`);
    expect(urdu).toContain(`<link rel="canonical" href="${publicUrl}/ur${path}" />`);

    const home = headOf((await page('/ur')).html);
    expect(home).toContain(`<link rel="canonical" href="${publicUrl}/ur" />`);
    expect(home).toContain(`<link rel="alternate" hreflang="en" href="${publicUrl}/" />`);
  });

  it('says the language of its JSON-LD', async () => {
    const id = await productId();
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as { '@type': string; inLanguage?: string },
      );
    const urdu = jsonLd((await page(`/ur/selectedItem/${id}`)).html);
    expect(urdu.length).toBeGreaterThan(0);
    for (const data of urdu) expect(data.inLanguage, data['@type']).toBe('ur');
    for (const data of jsonLd((await page(`/selectedItem/${id}`)).html)) {
      expect(data.inLanguage, data['@type']).toBe('en');
    }
  });
});

describe('the page cache', () => {
  it('keeps each language’s page apart', async () => {
    // The English page is kept first; its Urdu address still gets the Urdu page, twice.
    for (let round = 0; round < 2; round += 1) {
      expect(htmlElement((await page('/products?category=Haircare')).html)).toBe(
        '<html lang="en" dir="ltr">',
      );
      const urdu = await page('/ur/products?category=Haircare&utm_source=x');
      expect(urdu.headers.get('cache-control')).toMatch(/public/);
      expect(htmlElement(urdu.html)).toBe('<html lang="ur" dir="rtl">');
    }
  });
});
