/**
 * What the gateway serves besides GraphQL answers: compressed answers, the playground page in
 * development, and an honest JSON 404 for anything else (the shop's pages live on the
 * storefront's web server, storefront/server).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './support/gateway.ts';

let root: string;
let built: RunningGateway;
let unbuilt: RunningGateway;

const playgroundHtml = '<!doctype html><title>GraphQL playground - Bloom</title>';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bloom-gateway-hosting-'));
  const playground = join(root, 'playground');
  await mkdir(join(playground, 'assets'), { recursive: true });
  await writeFile(join(playground, 'index.html'), playgroundHtml);
  await writeFile(join(playground, 'assets', 'graphiql-9b8c7d.js'), 'export {}');

  const apiUrl = 'http://127.0.0.1:9';
  built = await startGateway({ apiUrl, playgroundDist: playground });
  unbuilt = await startGateway({
    apiUrl,
    playgroundDist: join(root, 'missing-playground'),
  });
});

afterAll(async () => {
  await built?.close();
  await unbuilt?.close();
  await rm(root, { recursive: true, force: true });
});

const asBrowser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('not the shop', () => {
  it('answers any other path with a JSON 404, pages included', async () => {
    for (const path of ['/', '/cart', '/assets/main-3f2a1c.js']) {
      const response = await fetch(built.url + path, { headers: asBrowser });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found.' });
    }
  });
});

describe('compression', () => {
  it('compresses a large GraphQL answer, and leaves a small one as it is', async () => {
    const ask = (query: string) =>
      fetch(`${built.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        body: JSON.stringify({ query }),
      });

    const large = await ask('{ __schema { types { name description } } }');
    expect(large.headers.get('content-encoding')).toBe('br');
    const body = (await large.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(20);

    const small = await ask('{ __typename }');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('playground', () => {
  it('opens the playground page when a browser visits /graphql', async () => {
    const response = await fetch(`${built.url}/graphql`, { headers: asBrowser });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe(playgroundHtml);
  });

  it('serves the playground scripts from this origin', async () => {
    const response = await fetch(`${built.url}/graphql/playground/assets/graphiql-9b8c7d.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {}');
  });

  it('says how to build the playground when it is not built', async () => {
    const response = await fetch(`${unbuilt.url}/graphql`, { headers: asBrowser });
    expect(await response.text()).toBe(
      'GraphQL playground not built: run npm run build -w gateway',
    );
  });
});
