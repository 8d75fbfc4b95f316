/**
 * The Apollo Client of one server render (entry-server.tsx). It is the client the page renders
 * with, but its `query` (the session's and each page's `preload`, all before React renders) goes
 * the short way: the query, with `__typename` added and printed once per process, is posted to
 * the gateway and the answer written into the request's cache, where the render's `useQuery`
 * reads it, instead of through the client's query machinery, which per request would transform
 * the document again, run the link chain and read the whole result back out of the cache right
 * after writing it. What it throws is what `ApolloClient.query` throws (a
 * `CombinedGraphQLErrors` for the gateway's errors, a `ServerError` for an answer that is not
 * GraphQL, the network's own error), and nothing is written then, as with `errorPolicy: 'none'`.
 *
 * The cache does no result caching: one request reads each query once or twice, and keeping
 * track of what each read depended on (for the browser's re-renders) cost more than a read.
 */
import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  print,
  valueFromASTUntyped,
  type DocumentNode,
  type FormattedExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { request as httpRequest } from 'undici';
import { localeDefaultOptions, localeVariables } from '../apollo.ts';
import type { Locale } from '../i18n/locales.ts';

/** Where and as whom the render's queries go. */
export interface ServerClientOptions {
  /** The gateway's GraphQL endpoint, e.g. `http://127.0.0.1:4002/graphql`. */
  uri: string;
  /** Sent with every query: the shopper's cookie, address and the page request's id. */
  headers: Record<string, string>;
  /** Give up on the gateway after this many ms (each query). */
  timeoutMs: number;
  /** Each Set-Cookie the gateway answers with is pushed here (a renewed session). */
  setCookies: string[];
  /** The page's language: its operations get `localeVariables(locale)`. @default 'en' */
  locale?: Locale;
}

/** A document as the server sends it: with `__typename`, printed, its variables' defaults. */
interface Prepared {
  document: DocumentNode;
  text: string;
  operationName: string | undefined;
  defaults: Record<string, unknown>;
}

/** Per document, once per process (the documents are the modules' constants). */
const prepared = new WeakMap<DocumentNode, Prepared>();

function prepare(query: DocumentNode): Prepared {
  let known = prepared.get(query);
  if (!known) {
    const document = addTypenameToDocument(query);
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    const defaults: Record<string, unknown> = {};
    for (const variable of operation?.variableDefinitions ?? []) {
      if (variable.defaultValue) {
        defaults[variable.variable.name.value] = valueFromASTUntyped(variable.defaultValue);
      }
    }
    known = { document, text: print(document), operationName: operation?.name?.value, defaults };
    prepared.set(query, known);
  }
  return known;
}

/** The answer's body read as GraphQL, or the error `ApolloClient.query` would give for it. */
function graphqlResult(
  status: number,
  contentType: string,
  bodyText: string,
  operationName: string | undefined,
): FormattedExecutionResult {
  const failed = (message: string) =>
    new ServerError(message, {
      response: new Response(bodyText, { status, headers: { 'content-type': contentType } }),
      bodyText,
    });
  // As HttpLink: a plain-JSON answer must be a success; a GraphQL response is read whatever
  // its status (the gateway's 503 names SERVICE_UNAVAILABLE in its errors).
  if (!contentType.includes('application/graphql-response+json') && status >= 300) {
    throw failed(`Response not successful: Received status code ${status}`);
  }
  const result = JSON.parse(bodyText) as unknown;
  if (typeof result !== 'object' || result === null || !('data' in result || 'errors' in result)) {
    throw failed(`Server response was malformed for query '${operationName ?? ''}'.`);
  }
  return result as FormattedExecutionResult;
}

/** A new client for one server render, with an empty cache. */
export function createServerClient(options: ServerClientOptions): ApolloClient {
  const cache = new InMemoryCache({ resultCaching: false });
  // Nothing the render does goes to the network: `useQuery` reads what `query` wrote.
  const locale = options.locale ?? 'en';
  const client = new ApolloClient({
    ssrMode: true,
    cache,
    link: ApolloLink.empty(),
    // The render's useQuery reads with the same variables as the preload wrote.
    defaultOptions: localeDefaultOptions(locale),
  });
  const pageVariables = localeVariables(locale);

  /** Queries on their way, by document and variables: a second ask shares the first's answer. */
  const inFlight = new Map<string, Promise<FormattedExecutionResult>>();

  /** Posts one query to the gateway; its GraphQL answer, or what `ApolloClient.query` throws. */
  const send = async ({ text, operationName }: Prepared, variables: object) => {
    const response = await httpRequest(options.uri, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: JSON.stringify({ operationName, variables, query: text }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie) options.setCookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
    return graphqlResult(
      response.statusCode,
      String(response.headers['content-type'] ?? ''),
      await response.body.text(),
      operationName,
    );
  };

  const query = async <TData, TVariables extends OperationVariables>({
    query: document,
    variables,
    fetchPolicy = 'cache-first',
  }: ApolloClient.QueryOptions<TData, TVariables>) => {
    const known = prepare(document);
    const allVariables = { ...known.defaults, ...pageVariables, ...variables };
    // As the client's query: what the cache already holds whole is the answer (cache-first).
    if (fetchPolicy === 'cache-first' || fetchPolicy === 'cache-only') {
      const cached = cache.readQuery<TData>({ query: known.document, variables: allVariables });
      if (cached !== null || fetchPolicy === 'cache-only') return { data: cached ?? undefined };
    }
    const key = `${known.text}\n${JSON.stringify(allVariables)}`;
    let answer = inFlight.get(key);
    if (!answer) {
      answer = send(known, allVariables).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
    }
    const result = await answer;
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    if (fetchPolicy !== 'no-cache' && result.data != null) {
      cache.writeQuery({
        query: known.document,
        variables: allVariables,
        data: result.data as TData,
      });
    }
    return { data: (result.data ?? undefined) as TData | undefined };
  };
  // The instance's own `query` (ApolloClient's is a method on its prototype).
  return Object.assign(client, { query: query as ApolloClient['query'] });
}
