/**
 * The `103 Early Hints` hook on its own (first-paint.test.ts sends them through the whole stack):
 * every page's links, and the links of the page's language on top, Urdu's font on Urdu pages only.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyHints } from './early-hints.ts';

const everyPage = ['</assets/index.css>; rel=preload; as=style; crossorigin'];
const urduFont =
  '</assets/NotoNastaliqUrdu-Regular-abc.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';

let app: FastifyInstance;
let base: URL;

beforeAll(async () => {
  app = Fastify();
  app.get('/*', { onRequest: earlyHints(everyPage, { ur: [urduFont] }) }, async () => 'page');
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await app?.close();
});

/** The `Link` values of the 103 answers before `path`. */
function hintsBefore(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const links: string[] = [];
    const request = httpRequest(new URL(path, base), (response) => {
      response.resume();
      response.on('end', () => resolve(links));
    });
    request.on('information', (info) => {
      if (info.statusCode === 103) links.push(String(info.headers.link));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('early hints', () => {
  it("name Urdu's font before an Urdu page, and not before an English one", async () => {
    for (const path of ['/ur', '/ur/products', '/ur/selectedItem/1']) {
      const [link] = await hintsBefore(path);
      expect(link, path).toContain(everyPage[0]);
      expect(link, path).toContain(urduFont);
    }
    for (const path of ['/', '/products', '/urdu-tips']) {
      const [link] = await hintsBefore(path);
      expect(link, path).toContain(everyPage[0]);
      expect(link, path).not.toContain('woff2');
    }
  });
});
