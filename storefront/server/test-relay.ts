/**
 * For the web server's tests: an HTTP relay in front of a real service (the stack's gateway), so
 * a test can see or hold what the code under test sends it. Every request is passed on as it is,
 * once `before(incoming)` has settled (count it, or wait until the test lets it through).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running relay: its base URL, and its server (to close). */
export interface Relay {
  url: string;
  server: Server;
}

/** Starts a relay to `target` (a base URL) on a free port of 127.0.0.1. */
export async function startRelay(
  target: string,
  before: (incoming: IncomingMessage) => void | Promise<void> = () => {},
): Promise<Relay> {
  const to = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const pass = () => {
      const forwarded = httpRequest(
        {
          host: to.hostname,
          port: to.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    };
    void Promise.resolve(before(incoming)).then(pass);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
