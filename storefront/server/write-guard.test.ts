/**
 * Writes at the web server over real HTTP, against a stand-in gateway (write-guard.ts,
 * upload-limit.ts): another site's page (another port of the same host included) is refused 403
 * on /graphql, /admin/graphql and each of the back office's files, and a body of another type 415,
 * before anything reaches the gateway; the shop's own pages, and callers with neither Origin nor
 * Sec-Fetch-Site, are forwarded, Origin and Sec-Fetch-Site with them. `Expect: 100-continue`
 * (curl's way with an upload over 1 MB) is answered here, not sent on, and a chunked photo past
 * 8 MB is cut off with a 413 and a sentence.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildWebServer } from './app.ts';

/** What the stand-in gateway was asked. */
interface Asked {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** How many body bytes arrived. */
  bytes: number;
}

const asked: Asked[] = [];
let gateway: Server;
let web: FastifyInstance;
let webUrl: string;

/** The shop's own origin in these tests. */
const shop = 'http://localhost:5300';

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let bytes = 0;
    const done = () => {
      asked.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        bytes,
      });
      if (!response.headersSent) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: { ok: true } }));
      }
    };
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', done);
    request.on('error', () => {});
    request.on('close', () => {
      if (!request.complete) done();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  web = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    publicUrl: shop,
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  webUrl = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await web?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
});

/** An answer: its status, headers and body as text. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * POSTs `body` to `path` with node:http, so every header (Origin, Sec-Fetch-Site, Expect) goes
 * exactly as given; `expectContinue` sends the body only once the server said 100 Continue.
 */
function post(
  path: string,
  headers: Record<string, string>,
  body: Buffer | string = '{}',
  { expectContinue = false }: { expectContinue?: boolean } = {},
): Promise<Answer & { continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const sent = httpRequest(
      `${webUrl}${path}`,
      {
        method: 'POST',
        headers: {
          'content-length': String(Buffer.byteLength(body)),
          ...(expectContinue ? { expect: '100-continue' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            continued,
          }),
        );
      },
    );
    sent.on('error', reject);
    if (expectContinue) {
      sent.on('continue', () => {
        continued = true;
        sent.end(body);
      });
    } else sent.end(body);
  });
}

/** The write routes and a body of each one's own type. */
const routes = [
  { path: '/graphql', type: 'application/json', body: '{"query":"mutation { x }"}' },
  { path: '/admin/graphql', type: 'application/json', body: '{"query":"mutation { x }"}' },
  { path: '/admin/products.csv?dryRun=false', type: 'text/csv', body: 'name,price\nA,1.00\n' },
  { path: '/admin/catalogue.json?dryRun=false', type: 'application/json', body: '{}' },
  { path: '/admin/images', type: 'image/png', body: '\x89PNG' },
];

describe('a write from another site', () => {
  it.each(routes)(
    '$path refuses another origin, a same-site one included, with 403',
    async (route) => {
      for (const origin of [
        'http://localhost:5399',
        'http://127.0.0.1:5300',
        'http://evil.example',
        'null',
      ]) {
        const answer = await post(
          route.path,
          { origin, 'sec-fetch-site': 'same-site', 'content-type': route.type },
          route.body,
        );
        expect(answer.status, origin).toBe(403);
        expect(answer.body).toMatch(/not allowed/);
      }
      expect(asked).toEqual([]);
    },
  );

  it.each(routes)(
    '$path refuses a same-site or cross-site Sec-Fetch-Site without Origin',
    async (route) => {
      for (const site of ['same-site', 'cross-site']) {
        const answer = await post(
          route.path,
          { 'sec-fetch-site': site, 'content-type': route.type },
          route.body,
        );
        expect(answer.status, site).toBe(403);
      }
      expect(asked).toEqual([]);
    },
  );

  it('answers GraphQL paths in GraphQL shape and files as { error }', async () => {
    const graphql = await post('/graphql', {
      origin: 'http://localhost:5399',
      'content-type': 'application/json',
    });
    expect(JSON.parse(graphql.body)).toEqual({
      errors: [
        { message: expect.stringMatching(/not allowed/), extensions: { code: 'FORBIDDEN' } },
      ],
    });
    const file = await post(
      '/admin/images',
      { origin: 'http://localhost:5399', 'content-type': 'image/png' },
      'x',
    );
    expect(JSON.parse(file.body)).toEqual({ error: expect.stringMatching(/not allowed/) });
  });
});

describe("the shop's own pages", () => {
  it.each(routes)('$path is forwarded with Origin and Sec-Fetch-Site passed on', async (route) => {
    const answer = await post(
      route.path,
      { origin: shop, 'sec-fetch-site': 'same-origin', 'content-type': route.type },
      route.body,
    );
    expect(answer.status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.origin).toBe(shop);
    expect(asked[0]?.headers['sec-fetch-site']).toBe('same-origin');
    expect(asked[0]?.bytes).toBe(Buffer.byteLength(route.body));
  });

  it('forwards a write with Sec-Fetch-Site same-origin or none, or with neither header', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ] as Record<string, string>[]) {
      const answer = await post('/graphql', { ...headers, 'content-type': 'application/json' });
      expect(answer.status).toBe(200);
    }
    expect(asked).toHaveLength(3);
  });
});

describe('body types', () => {
  it.each([
    ['/graphql', 'text/plain', /application\/json/],
    ['/admin/graphql', 'application/x-www-form-urlencoded', /application\/json/],
    ['/admin/products.csv?dryRun=false', 'text/plain', /text\/csv/],
    ['/admin/catalogue.json?dryRun=false', 'text/plain', /application\/json/],
    ['/admin/images', 'application/octet-stream', /image\/jpeg/],
    ['/admin/images', 'image/svg+xml', /image\/jpeg/],
  ])('%s refuses %s with 415 and a sentence, forwarding nothing', async (path, type, sentence) => {
    const answer = await post(path, { origin: shop, 'content-type': type });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatch(sentence);
    expect(asked).toEqual([]);
  });
});

describe('large uploads', () => {
  it('answers Expect: 100-continue itself and forwards the upload', async () => {
    const photo = Buffer.alloc(2 * 1024 * 1024, 7);
    const answer = await post(
      '/admin/images',
      { origin: shop, 'content-type': 'image/jpeg' },
      photo,
      { expectContinue: true },
    );
    expect(answer.continued).toBe(true);
    expect(answer.status).toBe(200);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.bytes).toBe(photo.length);
    expect(asked[0]?.headers.expect).toBeUndefined();

    const graphql = await post(
      '/graphql',
      { 'content-type': 'application/json' },
      '{"query":"{ me { id } }"}',
      { expectContinue: true },
    );
    expect(graphql.status).toBe(200);
  });

  it('refuses a chunked photo past 8 MB with 413 and a sentence, passing on no more than the limit', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest(
        `${webUrl}/admin/images`,
        {
          method: 'POST',
          // No Content-Length: chunked, its size unknown until it ends.
          headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      // The server may close once it answered; what is still being written then is dropped.
      sent.on('error', (error) => (sent.writableEnded ? undefined : reject(error)));
      const piece = Buffer.alloc(256 * 1024, 1);
      let written = 0;
      const more = () => {
        while (written < 12 * 1024 * 1024) {
          written += piece.length;
          if (!sent.write(piece)) return void sent.once('drain', more);
        }
        sent.end();
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The image is larger than 8 MB.' });
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]?.bytes).toBeLessThanOrEqual(8 * 1024 * 1024 + 64 * 1024);
  });

  it('refuses a declared size past 8 MB at once, forwarding nothing', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest(
        `${webUrl}/admin/images`,
        {
          method: 'POST',
          headers: { 'content-type': 'image/png', 'content-length': String(9 * 1024 * 1024) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      sent.on('error', reject);
      sent.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The image is larger than 8 MB.' });
    expect(asked).toEqual([]);
  });
});
