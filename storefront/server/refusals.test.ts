/**
 * Clean refusals at the web server (issue 25), against a stand-in gateway that records what
 * reaches it: a body over 100 KB is 413 (not 502), the gateway's own 4xx pass through as they
 * are, dot segments under /images/ and /graphql/ and the raw page template are 404, and a form
 * post to `/\evil.example` comes back to the shop, not to another site. Needs the storefront's
 * build (`npm test` builds first).
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

/** Paths the stand-in gateway was asked for. */
const reached: string[] = [];
let gateway: Server;
let web: FastifyInstance;
let webPort: number;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    reached.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      // The test names the refusal the gateway answers with.
      const status = Number(request.headers['x-standin-status'] ?? 200);
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(status === 429 ? { 'retry-after': '17' } : {}),
      });
      response.end(
        JSON.stringify(
          status === 200
            ? { data: { ok: true } }
            : { errors: [{ message: `gateway said ${status}`, extensions: { code: 'X' } }] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  web = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    publicUrl: 'http://127.0.0.1',
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  webPort = (web.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await web?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

beforeEach(() => {
  reached.length = 0;
});

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with the path exactly as written (fetch would resolve dot segments first). */
function raw(
  method: string,
  path: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(
      { host: '127.0.0.1', port: webPort, method, path, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    asked.on('error', reject);
    asked.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('forwarded GraphQL calls', () => {
  it('answers a body over 100 KB with 413 in GraphQL’s shape, not 502, without asking the gateway', async () => {
    const query = `{ products(search: "${'a'.repeat(101 * 1024)}") { total } }`;
    const reply = await raw('POST', '/graphql', { body: JSON.stringify({ query }), headers: json });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      errors: [
        {
          message: 'The request body is larger than 100 KB.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    expect(reached).toEqual([]);
  });

  it.each([400, 404, 413, 429])('passes the gateway’s %i through as it is', async (status) => {
    const reply = await raw('POST', '/graphql', {
      body: JSON.stringify({ query: '{ me { id } }' }),
      headers: { ...json, 'x-standin-status': String(status) },
    });
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body)).toEqual({
      errors: [{ message: `gateway said ${status}`, extensions: { code: 'X' } }],
    });
    if (status === 429) expect(reply.headers['retry-after']).toBe('17');
  });
});

describe('paths that must not reach a file or the gateway', () => {
  it.each([
    '/images/..%2f..%2fpackage.json',
    '/images/%2e%2e',
    '/images/%2E%2E/%2e%2e/package.json',
    '/images/../../package.json',
    '/images/a/..',
    '/images/..%5c..%5cpackage.json',
    '/graphql/..%2f..%2fpackage.json',
    '/graphql/%2e%2e',
  ])('answers %s with the shop’s 404, the gateway never asked', async (path) => {
    const reply = await raw('GET', path);
    expect(reply.status).toBe(404);
    expect(reply.body).toContain('Page not found');
    expect(reached).toEqual([]);
  });

  it('still forwards an ordinary image', async () => {
    const reply = await raw('GET', '/images/rose-serum.webp');
    expect(reply.status).toBe(200);
    expect(reached).toEqual(['/images/rose-serum.webp']);
  });

  it.each(['/index.html', '/index.html?x=1'])(
    'answers %s with 404, never the raw page template',
    async (path) => {
      const reply = await raw('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain('<!--app-');
      expect(reply.body).toContain('Page not found');
    },
  );
});

describe('a form post sent back to its page', () => {
  it.each([
    ['/\\evil.example', '/evil.example'],
    ['/\\\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['/login?from=cart', '/login?from=cart'],
  ])('%s comes back to %s on the shop', async (path, location) => {
    const reply = await raw('POST', path, {
      body: 'email=a%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe(location);
  });
});
