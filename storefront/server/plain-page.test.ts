/**
 * The web server's own words in the request's language (issue 24): its plain pages (404/405,
 * 400, 4xx, 5xx) for `/ur/...` addresses are Urdu, right to left, with the way home to `/ur`;
 * the sentences of the GraphQL answers it gives itself follow the page that called; a rendered
 * page's `<title>` and default description are the page's language. English stays as it was.
 * Against a stand-in gateway; needs the storefront's build (`npm test` builds first).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/i18n/messages/en.json';
import ur from '../src/i18n/messages/ur.json';
import { buildWebServer } from './app.ts';
import { shopPlainPage } from './plain-page.ts';

type MessageId = keyof typeof ur;
const urdu = (id: MessageId) => ur[id].defaultMessage;
const english = (id: MessageId) => en[id].defaultMessage;

let gateway: Server;
let web: FastifyInstance;
let webPort: number;
/** A web server whose gateway is gone (its port closed). */
let orphan: FastifyInstance;
let orphanPort: number;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: null }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  web = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    publicUrl: 'https://shop.example.com',
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  webPort = (web.server.address() as AddressInfo).port;

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  orphan = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${closedPort}`,
    publicUrl: 'https://shop.example.com',
  });
  await orphan.listen({ port: 0, host: '127.0.0.1' });
  orphanPort = (orphan.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await web?.close();
  await orphan?.close();
  gateway?.closeAllConnections();
  await new Promise((resolve) => gateway?.close(resolve));
});

interface RawReply {
  status: number;
  body: string;
}

/** One request with the path exactly as written (fetch would refuse or re-encode `/bad%`). */
function raw(
  method: string,
  path: string,
  {
    body,
    headers = {},
    port = webPort,
  }: { body?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    asked.on('error', reject);
    asked.end(body);
  });
}

/** What a shopper reads of a plain page: its language, title, heading, sentence, way home. */
function plainPageOf(html: string) {
  return {
    html: /<html[^>]*>/.exec(html)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    text: /<\/h1><p>([^<]*)<\/p>/.exec(html)?.[1],
    home: /<a href="([^"]*)">([^<]*)<\/a>/.exec(html)?.slice(1),
  };
}

/** The page a language's shopper gets for a title and sentence of the catalogue. */
function expected(locale: 'en' | 'ur', title: MessageId, text: MessageId) {
  const words = locale === 'ur' ? urdu : english;
  return {
    html: locale === 'ur' ? '<html lang="ur" dir="rtl">' : '<html lang="en" dir="ltr">',
    title: `${words(title)} - Bloom`,
    heading: words(title),
    text: words(text),
    home: [locale === 'ur' ? '/ur' : '/', words('shop.notFound.home')],
  };
}

/** A body over the web server's 100 KB limit. */
const oversized = JSON.stringify({
  query: `{ products(search: "${'a'.repeat(101 * 1024)}") { total } }`,
});

describe('the plain pages', () => {
  it('a method a page does not take (405) is the not-found page, in Urdu under /ur', async () => {
    const urduReply = await raw('DELETE', '/ur/cart');
    expect(urduReply.status).toBe(405);
    expect(plainPageOf(urduReply.body)).toEqual(
      expected('ur', 'shop.notFound.title', 'shop.notFound.text'),
    );
    expect(urduReply.body).not.toMatch(/Page not found|never bloomed|Take me home/);

    const englishReply = await raw('DELETE', '/cart');
    expect(englishReply.status).toBe(405);
    expect(plainPageOf(englishReply.body)).toEqual({
      html: '<html lang="en" dir="ltr">',
      title: 'Page not found - Bloom',
      heading: 'Page not found',
      text: 'The page you are looking for has moved, or never bloomed.',
      home: ['/', 'Take me home'],
    });
  });

  it('an address the router cannot decode (400) says so in Urdu under /ur', async () => {
    const urduReply = await raw('GET', '/ur/bad%');
    expect(urduReply.status).toBe(400);
    expect(plainPageOf(urduReply.body)).toEqual(
      expected('ur', 'shop.server.badAddress.title', 'shop.server.badAddress.text'),
    );

    const englishReply = await raw('GET', '/bad%');
    expect(englishReply.status).toBe(400);
    expect(plainPageOf(englishReply.body)).toMatchObject({
      title: 'Bad address - Bloom',
      text: 'That address could not be read.',
    });
  });

  it('a page request refused as unreadable (a form post over 100 KB, 413) is the bad-request page in Urdu', async () => {
    const urduReply = await raw('POST', '/ur/contact', {
      body: oversized,
      headers: { 'content-type': 'application/json' },
    });
    expect(urduReply.status).toBe(413);
    expect(plainPageOf(urduReply.body)).toEqual(
      expected('ur', 'shop.server.badRequest.title', 'shop.server.badRequest.text'),
    );

    const englishReply = await raw('POST', '/contact', {
      body: oversized,
      headers: { 'content-type': 'application/json' },
    });
    expect(plainPageOf(englishReply.body)).toMatchObject({
      title: 'Bad request - Bloom',
      text: 'That request could not be read.',
    });
  });

  it('the page of a failure on the server’s side (5xx) is Urdu for an Urdu address', () => {
    expect(plainPageOf(shopPlainPage('error', 'ur'))).toEqual(
      expected('ur', 'shop.server.error.title', 'shop.server.error.text'),
    );
    expect(plainPageOf(shopPlainPage('error', 'en'))).toMatchObject({
      title: 'Something went wrong - Bloom',
      text: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('the sentences of GraphQL answers the web server gives itself', () => {
  it('a body over 100 KB from an Urdu page is refused in Urdu, from an English one in English', async () => {
    const fromPage = (referer?: string) =>
      raw('POST', '/graphql', {
        body: oversized,
        headers: { 'content-type': 'application/json', ...(referer ? { referer } : {}) },
      });
    const urduReply = await fromPage('https://shop.example.com/ur/cart');
    expect(urduReply.status).toBe(413);
    expect(JSON.parse(urduReply.body)).toEqual({
      errors: [{ message: urdu('shop.server.bodyTooLarge'), extensions: { code: 'BAD_REQUEST' } }],
    });
    for (const referer of ['https://shop.example.com/cart', undefined, 'not an address']) {
      const englishReply = await fromPage(referer);
      expect(JSON.parse(englishReply.body).errors[0].message, referer).toBe(
        'The request body is larger than 100 KB.',
      );
    }
  });

  it('the shop unreachable, an Urdu page’s call hears so in Urdu', async () => {
    const call = (referer: string) =>
      raw('POST', '/graphql', {
        port: orphanPort,
        body: JSON.stringify({ query: '{ me { id } }' }),
        headers: { 'content-type': 'application/json', referer },
      });
    const urduReply = await call('https://shop.example.com/ur/products?category=Skincare');
    expect(urduReply.status).toBe(503);
    expect(JSON.parse(urduReply.body)).toEqual({
      errors: [
        { message: urdu('shop.server.unavailable'), extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ],
    });
    const englishReply = await call('https://shop.example.com/products?category=Skincare');
    expect(JSON.parse(englishReply.body).errors[0].message).toBe(
      'The shop is unavailable just now. Please try again.',
    );
  });
});

describe('a rendered page’s head', () => {
  /** The text of a head tag's content, entities decoded as the few the head writes. */
  const decode = (text: string | undefined) =>
    text
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const headOf = async (path: string) => {
    const reply = await raw('GET', path);
    expect(reply.status, path).toBe(200);
    const head = reply.body.slice(0, reply.body.indexOf('</head>'));
    return {
      title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1]),
      ogTitle: decode(/<meta property="og:title" content="([^"]*)"/.exec(head)?.[1]),
      description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1]),
    };
  };

  it('names the page in its language, "<page> - Bloom", with the tagline in that language', async () => {
    const title = `${urdu('shop.terms.title')} - Bloom`;
    expect(await headOf('/ur/terms')).toEqual({
      title,
      ogTitle: title,
      description: urdu('shop.brand.tagline'),
    });
    expect(await headOf('/terms')).toEqual({
      title: 'Terms and Conditions - Bloom',
      ogTitle: 'Terms and Conditions - Bloom',
      description: 'Skin care, hair care, body care and cosmetics, chosen with care.',
    });
  });
});
