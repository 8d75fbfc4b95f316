/**
 * Request ids (DESIGN.md, Operations): every request gets an `x-request-id`, the caller's when it
 * is well formed (the web server passes the browser's or its own to the gateway, which passes it
 * to the api), else a new UUID. Fastify puts it on every log line of the request (`reqId`), and
 * the reply echoes it. The api, the gateway and the web server all use these lines.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header that carries the id, in requests and in replies. */
export const requestIdHeader = 'x-request-id';

/** What a caller's id may be: short, visible ASCII without spaces or quotes. */
const wellFormed = /^[\w.:@/+=-]{1,128}$/;

/** Fastify options: the caller's id when well formed, else a new one (never a bad header as is). */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => {
    const given = request.headers[requestIdHeader];
    return typeof given === 'string' && wellFormed.test(given) ? given : randomUUID();
  },
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

/** Echoes each request's id in its reply. */
export function echoRequestId(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(requestIdHeader, request.id);
    done();
  });
}
