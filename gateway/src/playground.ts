/**
 * The GraphiQL playground, built from npm packages by Vite (gateway/playground) and served from
 * this origin, so it works without internet. Development only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the playground's hashed assets are served; must match the Vite `base`. */
export const playgroundBase = '/graphql/playground/';

/** What the /graphql route asks of the playground. */
export interface Playground {
  /** Whether this GET is a browser opening /graphql (rather than a GET query). */
  wants: (request: FastifyRequest) => boolean;
  /** Sends the playground page, or a plain note saying how to build it. */
  serve: (reply: FastifyReply) => FastifyReply;
}

/** Serves the playground's assets and answers for GET /graphql from a browser. */
export async function registerPlayground(
  app: FastifyInstance,
  { enabled, dist }: { enabled: boolean; dist: string },
): Promise<Playground> {
  if (!enabled) return { wants: () => false, serve: (reply) => reply };

  await app.register(fastifyStatic, {
    root: dist,
    prefix: playgroundBase,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '1y',
    suppressWarning: true,
  });

  const indexPath = join(dist, 'index.html');
  return {
    wants: (request) =>
      (request.headers.accept ?? '').includes('text/html') &&
      !(request.query as Record<string, unknown>)['query'],
    serve: (reply) => {
      if (!existsSync(indexPath)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('GraphQL playground not built: run npm run build -w gateway');
      }
      // Read per request: it is tiny, and a rebuild shows up without restarting the gateway.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(readFileSync(indexPath));
    },
  };
}
