/**
 * /graphql forwarded to the gateway (a stand-in here) when the browser stops waiting: the search
 * box aborts an older term's request as the shopper types on. That is the browser's choice, not
 * a failure, so it is logged at info, never as a server error. Needs the storefront's build
 * (`npm test` builds first).
 */
import { createServer, request as httpRequest, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildWebServer } from './app.ts';

interface LogLine {
  level: number;
  msg: string;
}

const logged: LogLine[] = [];
/** Gateway answers held back until the test is done with them. */
const held: ServerResponse[] = [];
let gateway: Server;
let web: FastifyInstance;
let webPort: number;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      // The answer starts (its headers) and holds back its body, as a gateway still working.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.flushHeaders();
      held.push(response);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  web = await buildWebServer({
    gatewayUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    publicUrl: 'http://127.0.0.1',
    logger: {
      level: 'info',
      stream: { write: (line: string) => logged.push(JSON.parse(line) as LogLine) },
    },
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  webPort = (web.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const response of held) response.end('{}');
  await web?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

it('logs a search the browser gave up on as the browser leaving, not as a server error', async () => {
  const asked = httpRequest({
    host: '127.0.0.1',
    port: webPort,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
  });
  asked.on('error', () => {});
  asked.end(JSON.stringify({ query: '{ searchSuggestions(term: "ser") { term } }' }));
  // The gateway's answer has begun: the web server is passing it on when the browser leaves.
  await vi.waitFor(() => expect(logged.map((line) => line.msg)).toContain('response received'));
  asked.destroy();

  await vi.waitFor(() =>
    expect(logged.map((line) => line.msg)).toContain('the browser went away before the answer'),
  );
  expect(logged.filter((line) => line.level >= 50)).toEqual([]);
});
