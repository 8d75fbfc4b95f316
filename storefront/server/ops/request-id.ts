/**
 * Request ids (DESIGN.md, Operations): every request gets an `x-request-id`, the caller's when it
 * is well formed (a load balancer's or a browser's), else a new UUID. Fastify puts it on every
 * log line of the request (`reqId`), the reply echoes it, and it goes on to the gateway with
 * every forwarded call and every fetch of a page's data. The same few lines as the api's and
 * the gateway's `ops/request-id.ts` (packages do not import each other's source).
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
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
  });
}
