/**
 * The staff API on the gateway's Fastify app: `gateway/admin.graphql` at /admin/graphql (its
 * playground in development only), the orders and customers CSVs (`export.ts`:
 * /admin/orders.csv, /admin/customers.csv) and the catalogue's files (`files.ts`: photos,
 * products CSV, catalogue JSON). A second Apollo server beside the shop's, with the same guards
 * (`apollo-guards.ts`); the shop's /graphql knows nothing of it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guardedApolloOptions } from '../apollo-guards.ts';
import type { Playground } from '../playground.ts';
import type { RestClient } from '../rest/client.ts';
import { allowPlayground } from '../security.ts';
import type { AdminContext } from './context.ts';
import { createAdminDataSources } from './datasources/index.ts';
import { registerExports } from './export.ts';
import { registerCatalogueFiles } from './files.ts';
import { hasStaffCookie, StaffGuard } from './guard.ts';
import { adminResolvers } from './resolvers/index.ts';

/** The staff schema: the contract, read once at start. */
const adminSchemaPath = fileURLToPath(new URL('../../admin.graphql', import.meta.url));

/** What the staff API borrows from the gateway it is part of. */
export interface AdminApiOptions {
  /** Production turns introspection, field suggestions and the playground off. */
  production: boolean;
  /** The REST client for one incoming request (its cookies in, the api's Set-Cookie out). */
  restClientFor: (request: FastifyRequest, reply: FastifyReply) => RestClient;
  /** How long a mutation's REST calls may wait, in ms. */
  writeTimeoutMs: number;
  /** The GraphiQL page, served for a browser's GET of /admin/graphql in development. */
  playground: Playground;
}

/** Serves the staff API on `app`. */
export async function registerAdminApi(
  app: FastifyInstance,
  options: AdminApiOptions,
): Promise<void> {
  const apollo = new ApolloServer<AdminContext>({
    typeDefs: readFileSync(adminSchemaPath, 'utf8'),
    resolvers: adminResolvers,
    ...guardedApolloOptions<AdminContext>(app, options.production),
  });
  await apollo.start();

  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => {
      const rest = options.restClientFor(request, reply);
      const dataSources = createAdminDataSources(rest);
      const signedIn = hasStaffCookie(request.headers.cookie);
      return {
        dataSources,
        hasStaffCookie: signedIn,
        staff: new StaffGuard(signedIn, () => dataSources.session.current()),
        useWriteTimeout: () => rest.extendTimeout(options.writeTimeoutMs),
      };
    },
  });

  app.route({
    url: '/admin/graphql',
    method: ['GET', 'POST'],
    handler: async (request, reply) => {
      if (request.method === 'GET' && options.playground.wants(request)) {
        allowPlayground(reply, options.production);
        return options.playground.serve(reply);
      }
      return handler.call(app, request, reply);
    },
  });

  registerExports(app);
  await registerCatalogueFiles(app);
}
