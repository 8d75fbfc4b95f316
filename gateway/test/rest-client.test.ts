/**
 * The REST client's error mapping and relaying, against a stub HTTP server that answers as
 * each test tells it (a stand-in for the api, so every status and failure can be produced).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, type RestClientOptions } from '../src/rest/client.ts';
import { RestContract } from '../src/rest/contract.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler = (_request, response) => response.end('{}');

beforeAll(async () => {
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Makes the stub answer every call with `status` and a JSON (or raw) body. */
function answer(
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  handler = (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

const contract = RestContract.load();

/** A client of the stub, checking its replies against the api's document. */
function client(options: Partial<RestClientOptions> = {}): RestClient {
  return new RestClient({ baseUrl, timeoutMs: 2000, contract, ...options });
}

const user = {
  id: '5b0d3e4e-5f4a-4c1e-9a7a-2f1e6c3d8b9a',
  name: 'Asha',
  email: 'a@example.com',
  phone: '',
  address: '',
  role: 'customer',
};

/** The GraphQL error a call rejects with. */
async function failureOf(rest: RestClient): Promise<GraphQLError> {
  try {
    await rest.post('/api/products/getProductById', { body: { id: 'x' } });
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw new Error(`expected a GraphQLError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('RestClient error mapping', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
  ])('turns api status %i into %s with the api sentence as message', async (status, code) => {
    answer(status, { error: 'The api says no.' });
    const error = await failureOf(client());
    expect(error.message).toBe('The api says no.');
    expect(error.extensions['code']).toBe(code);
  });

  it('passes the api extra fields of a refusal, such as the current total on a conflict', async () => {
    answer(409, { error: 'Prices changed.', totalAmount: 1234.5 });
    expect((await failureOf(client())).extensions).toMatchObject({
      code: 'CONFLICT',
      totalAmount: 1234.5,
    });
  });

  it('tells how long to wait when the api rate-limits with Retry-After', async () => {
    answer(429, { error: 'Too many tries.' }, { 'retry-after': '42' });
    expect((await failureOf(client())).extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
    });
  });

  it('hides what a failing api says: a 500 becomes a generic INTERNAL_SERVER_ERROR', async () => {
    answer(500, { error: 'relation "products" does not exist at /srv/api/db.ts:12' });
    const error = await failureOf(client());
    expect(error.extensions['code']).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).not.toMatch(/relation|\/srv|db\.ts/);
  });

  it('treats a 503 from the api as SERVICE_UNAVAILABLE', async () => {
    answer(503, 'upstream down');
    expect((await failureOf(client())).extensions['code']).toBe('SERVICE_UNAVAILABLE');
  });

  it('falls back to a sentence of its own when a refusal carries none', async () => {
    answer(404, '<html>Not Found</html>');
    const error = await failureOf(client());
    expect(error.extensions['code']).toBe('NOT_FOUND');
    expect(error.message).not.toContain('<html>');
  });

  it('reports an unreachable api as SERVICE_UNAVAILABLE without the address', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    const error = await failureOf(client({ baseUrl: closedUrl }));
    expect(error.extensions['code']).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('gives up on an api that never answers and closes the connection', async () => {
    let closed: Promise<void> = Promise.resolve();
    handler = (request) => {
      closed = new Promise((resolve) => request.socket.once('close', () => resolve()));
    };
    const error = await failureOf(client({ timeoutMs: 50 }));
    expect(error.extensions['code']).toBe('SERVICE_UNAVAILABLE');
    await closed;
  });

  it('gives up on a reply that stalls halfway through its body', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"productData": [');
    };
    expect((await failureOf(client({ timeoutMs: 50 }))).extensions['code']).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('gives up on a reply that keeps trickling in past the timeout', async () => {
    // A byte every 10 ms, well within any per-chunk timeout; the whole reply takes 6 s. The client,
    // told to wait 100 ms in all, must give up while the api is still sending.
    let drip: NodeJS.Timeout | undefined;
    let sentWhole = false;
    handler = (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"productData": [');
      let left = 600;
      drip = setInterval(() => {
        if (--left > 0) return void response.write(' ');
        clearInterval(drip);
        sentWhole = true;
        response.end(']}');
      }, 10);
      request.socket.once('close', () => clearInterval(drip));
    };
    const error = await failureOf(client({ timeoutMs: 100 }));
    const gaveUpMidReply = !sentWhole;
    clearInterval(drip);
    expect(error.extensions['code']).toBe('SERVICE_UNAVAILABLE');
    expect(gaveUpMidReply).toBe(true);
  });

  it('refuses a 200 that is not JSON instead of passing garbage to resolvers', async () => {
    answer(200, '<html>proxy login</html>');
    expect((await failureOf(client())).extensions['code']).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('RestClient contract checks', () => {
  /** A client whose log lines land in `lines`. */
  function logged(lines: unknown[]): RestClient {
    return client({ log: { error: (...args: unknown[]) => void lines.push(args) } });
  }

  it('refuses a 200 the api document does not allow, and logs what is wrong', async () => {
    // `price` as text: what a drifting api might send; the resolvers would do sums with it.
    answer(200, { product: { id: user.id, name: 'Rose serum', price: '1299' } });
    const lines: unknown[] = [];
    const error = await failureOf(logged(lines));
    expect(error.extensions['code']).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).not.toMatch(/price|product/);
    expect(lines).toEqual([
      [
        {
          call: 'POST /api/products/getProductById',
          status: 200,
          problem: expect.stringMatching(/200 .*\/product must have required property/),
        },
        'api reply breaks the contract',
      ],
    ]);
  });

  it('keeps the meaning of a refusal whose body breaks the contract, but not its words', async () => {
    answer(404, { message: 'internal: row 12 missing' });
    const lines: unknown[] = [];
    const error = await failureOf(logged(lines));
    expect(error.extensions['code']).toBe('NOT_FOUND');
    expect(error.message).toBe('Not found.');
    expect(lines).toHaveLength(1);
  });

  it('refuses a status the document does not list for the call', async () => {
    answer(201, { productData: [] });
    const lines: unknown[] = [];
    await expect(logged(lines).post('/api/products/getLatestPRoducts')).rejects.toMatchObject({
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(lines)).toContain('describes no 201 reply');
  });
});

describe('RestClient request relaying', () => {
  const loginReply = { message: 'Logged in successfully', success: true, login: true, user };

  it("sends JSON with the browser's cookies and IP, and hands back every Set-Cookie", async () => {
    let seen:
      | { headers: IncomingMessage['headers']; method?: string; url?: string; body: string }
      | undefined;
    handler = (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { headers: request.headers, method: request.method, url: request.url, body };
        response.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': ['session=new; HttpOnly; Path=/', 'other=1; Path=/'],
        });
        response.end(JSON.stringify(loginReply));
      });
    };
    const relayed: string[] = [];
    const calls: string[] = [];
    const rest = client({
      cookie: 'session=abc',
      clientIp: '203.0.113.9',
      onSetCookie: (cookies) => relayed.push(...cookies),
      onCall: (call) => calls.push(call),
    });
    await expect(
      rest.post('/api/users/login', { body: { email: 'a@example.com', password: 'secret' } }),
    ).resolves.toEqual(loginReply);
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/users/login',
      body: '{"email":"a@example.com","password":"secret"}',
    });
    expect(seen?.headers).toMatchObject({
      cookie: 'session=abc',
      'x-forwarded-for': '203.0.113.9',
      'content-type': 'application/json',
    });
    expect(relayed).toEqual(['session=new; HttpOnly; Path=/', 'other=1; Path=/']);
    expect(calls).toEqual(['POST /api/users/login']);
  });

  it('sends the query a call takes in its URL', async () => {
    const none = { dry: 0, oily: 0, combination: 0, sensitive: 0, normal: 0 };
    const free = { fragrance: 0, parabens: 0, sulfates: 0, alcohol: 0, silicones: 0 };
    const emptyPage = {
      productData: [],
      page: 2,
      totalPages: 2,
      total: 0,
      searchedFor: null,
      facets: {
        skinTypes: none,
        freeFrom: free,
        onSale: 0,
        inStock: 0,
        topRated: 0,
        priceRange: null,
      },
    };
    const urls: Array<string | undefined> = [];
    handler = (request, response) => {
      urls.push(request.url);
      response.end(JSON.stringify(emptyPage));
    };
    const calls: string[] = [];
    await client({ onCall: (call) => calls.push(call) }).post('/api/products/getProducts', {
      query: { category: 'Body Care', page: '2' },
    });
    expect(urls).toEqual(['/api/products/getProducts?category=Body+Care&page=2']);
    expect(calls).toEqual(['POST /api/products/getProducts?category=Body+Care&page=2']);
  });

  it('sends a GET without a body and a DELETE without a content type', async () => {
    const seen: Array<{ method?: string; type?: string }> = [];
    handler = (request, response) => {
      seen.push({ method: request.method, type: request.headers['content-type'] });
      response.end(
        JSON.stringify(request.method === 'GET' ? { login: true, user } : { message: 'Bye' }),
      );
    };
    await client().get('/api/users/persistUserSession');
    await client().delete('/api/users/logout');
    expect(seen).toEqual([
      { method: 'GET', type: undefined },
      { method: 'DELETE', type: undefined },
    ]);
  });

  it('reuses kept-alive connections instead of opening one per call', async () => {
    const ports: Array<number | undefined> = [];
    handler = (request, response) => {
      ports.push(request.socket.remotePort);
      response.end('{"productData":[]}');
    };
    const rest = client();
    for (let i = 0; i < 6; i++) await rest.post('/api/products/getLatestPRoducts');
    expect(ports).toHaveLength(6);
    // undici may open a second connection while the first is being released; never one per call.
    expect(new Set(ports).size).toBeLessThanOrEqual(2);
  });

  it('relays Set-Cookie even when the api refuses (e.g. a logout of an expired session)', async () => {
    answer(401, { error: 'Please log in first.' }, { 'set-cookie': 'session=; Max-Age=0' });
    const relayed: string[] = [];
    const rest = client({ onSetCookie: (cookies) => relayed.push(...cookies) });
    await expect(rest.delete('/api/users/logout')).rejects.toThrow('Please log in first.');
    expect(relayed).toEqual(['session=; Max-Age=0']);
  });
});
