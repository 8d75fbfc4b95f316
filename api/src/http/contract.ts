/**
 * The api's contract: every route describes its body, query, headers and replies with the zod
 * schemas it validates with, and @fastify/swagger publishes them as OpenAPI 3.1 at
 * `GET /api/openapi.json` (fastify-type-provider-zod turns zod into JSON Schema). Outside
 * production a reference page (Swagger UI, served from npm: no CDN) shows it at `/api/docs`.
 *
 * The same schemas are enforced both ways: input through `validatorCompiler` (the api's own
 * sentences, `describeIssue`), replies through `replySerializer`: written from the document's
 * own JSON Schema, and outside production checked against the zod schema first, so a reply that
 * leaves the document is a 500 in the api's tests rather than a surprise in the gateway.
 */
import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { check } from './validation.ts';

/** Where the document is served. */
export const openApiPath = '/api/openapi.json';

/** Where the reference page is served (development only). */
export const referencePagePath = '/api/docs';

/** The body of every refusal: one sentence, sometimes with extras (the new total on a 409). */
export const errorReply = z.looseObject({
  error: z.string().describe('What went wrong, as a sentence a shopper can read.'),
});

/** What each refusal status means on every route that can give it. */
const refusalMeanings = {
  400: 'The input is malformed or breaks a rule; `error` names the first problem.',
  401: 'No live session: log in first.',
  403: 'Not yours to act on (or a browser origin that is not allowed).',
  404: 'What the request names does not exist.',
  409: 'It conflicts with the current state (stock, price, coupon, a duplicate).',
  422: 'The Idempotency-Key was used for a different order.',
  429: 'Too many tries: wait for `Retry-After` seconds.',
} as const;

/** A refusal status a route documents. */
export type RefusalStatus = keyof typeof refusalMeanings;

/**
 * Response entries for the refusals a route gives, each an `errorReply`, plus `4xx` for those
 * any route may give (a body over 100 KB 413, not JSON 415, a refused origin 403) and `5xx`.
 */
export function refusals<Status extends RefusalStatus>(...statuses: Status[]) {
  const entries = Object.fromEntries(
    statuses.map((status) => [status, errorReply.describe(refusalMeanings[status])]),
  ) as Record<Status, typeof errorReply>;
  return {
    ...entries,
    '4xx': errorReply.describe('Any other refusal: a body over 100 KB (413), not JSON (415).'),
    '5xx': errorReply.describe('The api failed; the sentence never says how.'),
  };
}

// Fastify hands an absent body to validators as null; the schemas mean "absent" by undefined.
const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (data) =>
    check(schema, httpPart === 'body' && data === null ? undefined : data);

/**
 * Writes each reply with fast-json-stringify from its schema's JSON Schema (the one the document
 * publishes): only the fields the document names leave the api, and no copy of the reply is made
 * on the way. The library's serializer ran zod's encode over the whole reply before
 * JSON.stringify: on a listing page that was a third of what a request allocated (issue 34,
 * measured with bench:api's allocation figures). With `checkReplies` (everywhere but production)
 * the zod schema still checks each reply first, so a reply that leaves the document is a 500 in
 * the api's tests; production trusts what the tests proved.
 */
export function replySerializer(checkReplies: boolean): FastifySerializerCompiler<z.core.$ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJsonStringify(
      z.toJSONSchema(schema, {
        target: 'draft-07',
        io: 'output',
        unrepresentable: 'any',
      }) as Parameters<typeof fastJsonStringify>[0],
    );
    if (!checkReplies) return (data) => stringify(data);
    return (data) => {
      const checked = z.safeParse(schema, data);
      if (!checked.success) {
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      return stringify(data);
    };
  };
}

/**
 * The document with only the component schemas its paths reach. The library emits every
 * registered schema twice (as read and as written); the api only ever writes them.
 */
function keepReachableSchemas<Document extends { paths?: unknown; components?: unknown }>(
  document: Document,
): Document {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!reached.has(name)) {
        reached.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))),
    },
  };
}

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * Installs the contract on `app`: the compilers, the document and (when `referencePage`) the
 * reference page. Call it before any route is added: @fastify/swagger collects routes as they are.
 */
export async function installContract(
  app: FastifyInstance,
  {
    referencePage,
    checkReplies = process.env['NODE_ENV'] !== 'production',
  }: { referencePage: boolean; checkReplies?: boolean },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer(checkReplies));

  // Each area is a tag (`/api/orders/...` → orders) and each call's operationId is its name in
  // SPEC.md §7 (`createOrder`), so the reference page groups them and generated clients name them.
  app.addHook('onRoute', (route) => {
    const [, prefix, area, name] = route.url.split('/');
    if (prefix !== 'api' || !area || route.schema?.hide) return;
    route.schema = { tags: [area], operationId: name ?? area, ...route.schema };
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bloom REST api',
        version,
        description:
          'Every call of SPEC.md §7. Bodies are JSON; refusals are `{ "error": "<sentence>" }` ' +
          'with the status that says why. Money is rupees with two decimals.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => keepReachableSchemas(jsonSchemaTransformObject(document)),
  });

  app.get(openApiPath, { schema: { hide: true } }, () => app.swagger());

  if (referencePage) {
    await app.register(fastifySwaggerUi, {
      routePrefix: referencePagePath,
      // A reference, not a console: "Try it out" would post from a page the origin check refuses.
      uiConfig: { supportedSubmitMethods: [], docExpansion: 'list', deepLinking: true },
    });
  }
}
