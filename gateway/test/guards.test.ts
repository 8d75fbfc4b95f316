/**
 * The gateway's own defences, against the real server: what a hostile or careless request gets
 * back. None of these reach the api, so the api here is a closed port (which also shows how an
 * api outage looks to a client).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, Shopper, startGateway, type RunningGateway } from './support/gateway.ts';

/** An address where nothing listens: grab a free port, then let it go. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * An api that is hung (stopped with SIGSTOP, stuck on a lock): it accepts connections and never
 * answers. `close` also drops the connections it is sitting on.
 */
async function hungApi(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** How long an operation takes to answer, and the codes it answers with. */
async function timed(
  gateway: RunningGateway,
  query: string,
): Promise<{ ms: number; codes: unknown[] }> {
  const started = performance.now();
  const reply = await new Shopper(gateway.url).gql(query);
  return { ms: performance.now() - started, codes: codesOf(reply) };
}

let development: RunningGateway;
let production: RunningGateway;

beforeAll(async () => {
  const apiUrl = await closedPort();
  development = await startGateway({ apiUrl, apiTimeoutMs: 2000 });
  production = await startGateway({ apiUrl, apiTimeoutMs: 2000, production: true });
});

afterAll(async () => {
  await development?.close();
  await production?.close();
});

describe('query limits', () => {
  it('refuses a query nested deeper than the limit, before any REST call', async () => {
    const shopper = new Shopper(development.url);
    let selection = 'id';
    for (let level = 0; level < 6; level++)
      selection = `id bundleContents { product { ${selection} } }`;
    const reply = await shopper.gql(`{ product(id: "x") { ${selection} } }`);
    expect(reply.status).toBe(400);
    expect(codesOf(reply)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(reply.errors?.[0]?.message).toMatch(/depth/i);
    expect(development.restCalls).toEqual([]);
  });

  it('refuses an alias flood', async () => {
    const shopper = new Shopper(development.url);
    const aliases = Array.from({ length: 50 }, (_, index) => `p${index}: products { page }`).join(
      '\n',
    );
    const reply = await shopper.gql(`{ ${aliases} }`);
    expect(reply.status).toBe(400);
    expect(codesOf(reply)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(reply.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses a document with too many tokens', async () => {
    const shopper = new Shopper(development.url);
    const fields = Array.from({ length: 3000 }, () => 'page').join(' ');
    const reply = await shopper.gql(`{ products { ${fields} } }`);
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses a batch of operations in one request', async () => {
    const shopper = new Shopper(development.url);
    const reply = await shopper.post([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0]?.message).toMatch(/batching disabled/i);
  });

  it('blocks a form-style POST that a cross-site page could send without a preflight', async () => {
    const response = await fetch(`${development.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/Content-Type: application\/json/);
  });
});

describe('malformed requests', () => {
  it('answers more than 50 invalid variable values with BAD_USER_INPUT only, never a 500', async () => {
    const reply = await new Shopper(production.url).gql(
      'mutation ($input: VerifyCouponInput!) { verifyCoupon(input: $input) { valid } }',
      { input: { code: 'A', categories: Array.from({ length: 60 }, () => 'PERFUME') } },
    );
    expect(reply.status).toBe(400);
    const codes = codesOf(reply);
    expect(codes.length).toBeGreaterThan(50);
    expect(new Set(codes)).toEqual(new Set(['BAD_USER_INPUT']));
    expect(reply.errors?.at(-1)?.message).toBe(
      'Too many variables have invalid values; the first 50 are listed.',
    );
    expect(production.restCalls).toEqual([]);
  });

  it('answers a body that is not JSON with a GraphQL error', async () => {
    const reply = await new Shopper(development.url).post('{"query": ');
    expect(reply.status).toBe(400);
    expect(reply.errors).toEqual([
      { message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } },
    ]);
  });

  it('refuses a body over 100 KB with 413 and a GraphQL error', async () => {
    const reply = await new Shopper(development.url).post({
      query: `{ me { id } }${' '.repeat(120_000)}`,
    });
    expect(reply.status).toBe(413);
    expect(reply.errors?.[0]?.message).toMatch(/100 KB/);
  });
});

describe('error codes', () => {
  it('answers each kind of failure with its own code, listed in the schema’s ErrorCode', async () => {
    const shopper = new Shopper(development.url);
    const introspected = await shopper.gql<{ __type: { enumValues: Array<{ name: string }> } }>(
      '{ __type(name: "ErrorCode") { enumValues { name } } }',
    );
    const listed = introspected.data?.__type.enumValues.map((value) => value.name);
    const failures: Array<[unknown, string]> = [
      [{ query: '{ products(' }, 'GRAPHQL_PARSE_FAILED'],
      [{ query: '{ noSuchField }' }, 'GRAPHQL_VALIDATION_FAILED'],
      [[{ query: '{ me { id } }' }], 'BAD_REQUEST'],
      [{ query: 'query A { me { id } } query B { me { id } }' }, 'OPERATION_RESOLUTION_FAILURE'],
      [
        {
          query: 'query ($page: Int) { products(page: $page) { page } }',
          variables: { page: 'x' },
        },
        'BAD_USER_INPUT',
      ],
      [
        { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
        'PERSISTED_QUERY_NOT_FOUND',
      ],
      // The api here is a closed port.
      [{ query: '{ latestProducts { id } }' }, 'SERVICE_UNAVAILABLE'],
    ];
    for (const [body, code] of failures) {
      expect(codesOf(await shopper.post(body)), JSON.stringify(body)).toEqual([code]);
      expect(listed).toContain(code);
    }
  });
});

describe('persisted queries', () => {
  it('runs a query by its hash once the gateway has seen it', async () => {
    const shopper = new Shopper(development.url);
    const query = '{ __typename }';
    const extensions = {
      persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
    };
    const unknown = await shopper.post({ extensions });
    expect(codesOf(unknown)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect((await shopper.post({ query, extensions })).data).toEqual({ __typename: 'Query' });
    expect((await shopper.post({ extensions })).data).toEqual({ __typename: 'Query' });
  });
});

describe('development and production', () => {
  it('answers introspection in development, within the limits (what the playground sends)', async () => {
    const reply = await new Shopper(development.url).gql(
      getIntrospectionQuery({ descriptions: true }),
    );
    expect(reply.errors).toBeUndefined();
    const types = (reply.data as { __schema: { types: { name: string }[] } }).__schema.types;
    expect(types.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Product', 'Category', 'Money']),
    );
  });

  it('refuses introspection in production', async () => {
    const reply = await new Shopper(production.url).gql('{ __schema { types { name } } }');
    expect(reply.status).toBe(400);
    expect(reply.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not suggest field names in production', async () => {
    const reply = await new Shopper(production.url).gql('{ product(id: "1") { nam } }');
    expect(reply.errors?.[0]?.message).not.toMatch(/did you mean/i);
    expect(reply.errors?.[0]?.message).toBe('Cannot query field "nam" on type "Product".');
  });

  it('does not suggest enum values in production, in the document or in a variable', async () => {
    const shopper = new Shopper(production.url);
    const literal = await shopper.gql('{ products(category: SKINCAR) { page } }');
    const variable = await shopper.gql(
      'query ($category: Category) { products(category: $category) { page } }',
      { category: 'SKINCAR' },
    );
    for (const reply of [literal, variable]) {
      expect(reply.errors).toHaveLength(1);
      expect(reply.errors?.[0]?.message).toMatch(
        /Value "SKINCAR" does not exist in "Category" enum\.$/,
      );
      expect(reply.text).not.toMatch(/did you mean|SKINCARE|Suggestion/i);
    }
    expect(codesOf(variable)).toEqual(['BAD_USER_INPUT']);
  });

  it('still suggests enum values in development, where they help', async () => {
    const reply = await new Shopper(development.url).gql(
      'query ($category: Category) { products(category: $category) { page } }',
      { category: 'SKINCAR' },
    );
    expect(reply.errors?.[0]?.message).toMatch(/Did you mean the enum value "SKINCARE"\?/);
  });

  it('serves no playground in production, and never Apollo’s CDN landing page', async () => {
    for (const gateway of [production, development]) {
      const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await response.text()).not.toMatch(/apollographql\.com|cdn\./i);
    }
    const response = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
  });
});

describe('a path that cannot be decoded', () => {
  it("is refused with 400 and a sentence, not Fastify's internal code", async () => {
    const response = await fetch(`${development.url}/bad%`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'That address could not be read.' });
    expect(text).not.toMatch(/FST_/);
  });
});

describe('an api that is down', () => {
  it('answers SERVICE_UNAVAILABLE with a sentence and nothing internal', async () => {
    const reply = await new Shopper(development.url).gql('{ products { page items { id } } }');
    expect(codesOf(reply)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(reply.errors?.[0]?.message).toMatch(/temporarily unavailable/);
    expect(reply.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack|at \w+ \(/);
  });

  it('answers SERVICE_UNAVAILABLE when the api accepts the call but never replies', async () => {
    const silent = createServer(() => {
      // Accepts connections and reads nothing back: an api stuck on a lock or a full pool.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    const gateway = await startGateway({
      apiUrl: `http://127.0.0.1:${address.port}`,
      apiTimeoutMs: 300,
    });
    try {
      const reply = await new Shopper(gateway.url).gql('{ latestProducts { id } }');
      expect(codesOf(reply)).toEqual(['SERVICE_UNAVAILABLE']);
    } finally {
      await gateway.close();
      silent.close();
    }
  });

  it('answers an image request with 503 and a sentence, nothing internal', async () => {
    const response = await fetch(`${development.url}/images/rose-serum.webp`);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: 'Images are unavailable just now. Please try again.',
    });
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|FST_|stack/);
  });

  it('gives up on a hung api after 2 s in a query by default, and after 10 s in a mutation', async () => {
    const hung = await hungApi();
    const gateway = await startGateway({ apiUrl: hung.url });
    try {
      const [query, mutation] = await Promise.all([
        timed(gateway, '{ latestProducts { id } }'),
        timed(gateway, 'mutation { logout { message } }'),
      ]);
      expect(query.codes).toEqual(['SERVICE_UNAVAILABLE']);
      expect(query.ms).toBeGreaterThanOrEqual(1900);
      // Well short of the mutation's 10 s: the query had its own, shorter wait.
      expect(query.ms).toBeLessThan(8000);
      expect(mutation.codes).toEqual(['SERVICE_UNAVAILABLE']);
      expect(mutation.ms).toBeGreaterThanOrEqual(9900);
    } finally {
      await gateway.close();
      await hung.close();
    }
  });

  it('waits longer in a mutation than in a query, as configured', async () => {
    const hung = await hungApi();
    const gateway = await startGateway({
      apiUrl: hung.url,
      apiTimeoutMs: 300,
      apiWriteTimeoutMs: 1500,
    });
    try {
      // Sent together: the query's answer comes first, the mutation waits its own, longer time.
      const answered: string[] = [];
      const [query, mutation] = await Promise.all([
        timed(gateway, '{ me { id } }').then((reply) => (answered.push('query'), reply)),
        timed(gateway, 'mutation { logout { message } }').then(
          (reply) => (answered.push('mutation'), reply),
        ),
      ]);
      expect(query.codes).toEqual(['SERVICE_UNAVAILABLE']);
      expect(mutation.codes).toEqual(['SERVICE_UNAVAILABLE']);
      expect(answered).toEqual(['query', 'mutation']);
      expect(mutation.ms).toBeGreaterThanOrEqual(1450);
    } finally {
      await gateway.close();
      await hung.close();
    }
  });

  it('makes `me` an error rather than pretending the shopper is a guest', async () => {
    const reply = await new Shopper(development.url).gql('{ me { id } }');
    expect(codesOf(reply)).toEqual(['SERVICE_UNAVAILABLE']);
  });
});
