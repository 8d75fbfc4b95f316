/**
 * The server render's Apollo Client (src/render/serverClient.ts) against the real api (on PGlite)
 * and gateway, seen through a counting relay in front of the gateway: an answer lands
 * in the render's cache as the page's `useQuery` reads it, the shopper's cookie goes out, the
 * gateway's errors come back as `ApolloClient.query` throws them with nothing written, what the
 * cache holds or is already being asked is not asked again, and an unreachable gateway rejects
 * (the page's 503).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type Service } from '../../scripts/stack.ts';
import { createServerClient } from '../src/render/serverClient.ts';
import { startRelay } from './test-relay.ts';

/** The api and the gateway, started in that order. */
const services: Service[] = [];
let apiUrl: string;
let scratch: string;
/** Relays every request to the gateway as it is, counting the GraphQL posts. */
let relay: Server;
let relayUrl: string;
let posts = 0;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bloom-server-client-'));
  // The api and the gateway only: the render's client talks to nothing else.
  const env = { LOG_LEVEL: 'error', BLOOM_DATA_DIR: join(scratch, 'data'), API_PORT: '0' };
  const api = await startService('api', 'api/src/main.ts', env, { echo: false });
  services.push(api);
  const gatewayService = await startService(
    'gateway',
    'gateway/src/main.ts',
    { ...env, API_URL: api.url, PORT: '0' },
    { echo: false },
  );
  services.push(gatewayService);
  apiUrl = api.url;
  const started = await startRelay(gatewayService.url, (incoming) => {
    if (incoming.method === 'POST') posts += 1;
  });
  relay = started.server;
  relayUrl = `${started.url}/graphql`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => relay?.close(resolve));
  for (const service of services.reverse()) await service.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A client for one render through the relay, with `headers`. */
const client = (headers: Record<string, string> = {}, uri = relayUrl) =>
  createServerClient({ uri, headers, timeoutMs: 10_000, setCookies: [] });

const SessionQuery = parse('query Session { me { id name } }');
const ProductsQuery = parse(
  'query Products($page: Int) { products(page: $page) { items { id name } } }',
);
const ProductQuery = parse('query Product($id: ID!) { product(id: $id) { id name } }');

/** The seeded owner's session cookie, signed in through the api. */
async function staffCookie() {
  const response = await fetch(`${apiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@bloom.example.com', password: 'bloom-staff-local' }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('bloom_session='));
  return session!.split(';')[0]!;
}

describe('the server render’s client', () => {
  it('writes the answer into the render’s cache, normalised, with the shopper’s cookie sent', async () => {
    const member = client({ cookie: await staffCookie() });
    const { data } = await member.query({ query: SessionQuery });
    expect(data).toMatchObject({ me: { __typename: 'User', name: 'Bloom Staff' } });
    // What the page's useQuery reads, and what the browser is handed.
    expect(member.readQuery({ query: SessionQuery })).toEqual(data);
    const state = member.extract() as Record<string, { name?: string }>;
    const user = Object.keys(state).find((key) => key.startsWith('User:'));
    expect(user && state[user]?.name).toBe('Bloom Staff');

    const guest = client();
    expect((await guest.query({ query: SessionQuery })).data).toEqual({
      me: null,
    });
  });

  it('throws the gateway’s errors as CombinedGraphQLErrors and writes nothing', async () => {
    const render = client();
    const failed = await render.query({ query: ProductQuery, variables: { id: 'nope' } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(CombinedGraphQLErrors.is(failed)).toBe(true);
    expect((failed as CombinedGraphQLErrors).errors[0]?.extensions?.['code']).toBe(
      'BAD_USER_INPUT',
    );
    expect(render.extract()).toEqual({});
  });

  it('asks the gateway once for what the cache holds or is already being asked', async () => {
    const render = client();
    const before = posts;
    const [first, second] = await Promise.all([
      render.query({ query: ProductsQuery, variables: { page: 1 } }),
      render.query({ query: ProductsQuery, variables: { page: 1 } }),
    ]);
    expect(second).toEqual(first);
    expect((await render.query({ query: ProductsQuery, variables: { page: 1 } })).data).toEqual(
      first.data,
    );
    expect(posts - before).toBe(1);
    // Other variables are another question.
    await render.query({ query: ProductsQuery, variables: { page: 2 } });
    expect(posts - before).toBe(2);
  });

  it('rejects with the network’s error when the gateway cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failed = await client({}, `http://127.0.0.1:${port}/graphql`)
      .query({ query: SessionQuery })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(CombinedGraphQLErrors.is(failed)).toBe(false);
  });
});
