/**
 * The one place the gateway speaks HTTP to the api. One instance per GraphQL request: it carries
 * the browser's cookies to the api and hands the api's Set-Cookie headers back to the reply.
 * Calls are typed by the api's OpenAPI document (paths, bodies, replies), and every reply is
 * checked against that document before anyone reads it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RestBody, RestContract, RestPath, RestQuery, RestReply } from './contract.ts';
import { apiStatusError, badGatewayError, serviceUnavailableError } from './errors.ts';
import { send, type TransportReply } from './transport.ts';

/** What a RestClient needs to know about the api and about the incoming request. */
export interface RestClientOptions {
  /** The api's origin, e.g. `http://127.0.0.1:4001`. */
  baseUrl: string;
  /**
   * Give up on the api after this many milliseconds (SERVICE_UNAVAILABLE); see
   * {@link RestClient.extendTimeout} for calls that may take longer.
   */
  timeoutMs: number;
  /** The browser's Cookie header, relayed as is. */
  cookie?: string | undefined;
  /** The browser's Origin header, relayed as is: the api checks where a write came from. */
  origin?: string | undefined;
  /** The browser's Sec-Fetch-Site header, relayed as is (the api's check without Origin). */
  fetchSite?: string | undefined;
  /** The shopper's IP, so the api's per-IP abuse limits count shoppers, not the gateway. */
  clientIp?: string | undefined;
  /** The incoming request's `x-request-id`, passed on so the api's log lines carry it too. */
  requestId?: string | undefined;
  /** Receives every Set-Cookie header the api sends, in order. */
  onSetCookie?: ((cookies: string[]) => void) | undefined;
  /** Told about every call before it is sent (`POST /api/...`); tests count calls with it. */
  onCall?: ((call: string) => void) | undefined;
  /** Let identical public reads in flight share one api request. @default true */
  coalesceReads?: boolean | undefined;
  /** The api's contract: a reply it does not allow is refused, never handed to a resolver. */
  contract: RestContract;
  /** Where a reply that breaks the contract is reported (the request's log). */
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
}

/** One REST call's path parameters, query, body and extra headers. */
export interface RestRequest<Body = never, Query = never> {
  /**
   * Values for the path's `{name}` segments (e.g. `{ id: 'BLM-123456' }` for
   * `/api/admin/orders/{id}`), each URL-encoded so a value can never add a segment of its own.
   */
  params?: Record<string, string>;
  /** Query parameters, as the api's document names them. */
  query?: Query;
  /** JSON body; POST calls without one send `{}` because the api only accepts JSON. */
  body?: Body;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * A read of public data (the catalogue, reviews): sent without the shopper's cookies or IP,
   * and identical calls in flight at the same moment share one api request.
   */
  shared?: boolean;
}

/** Public reads on their way to the api, by URL and body: later callers join them. */
const sharedInFlight = new Map<string, Promise<TransportReply>>();

/** Calls the api over HTTP, turning every failure into a GraphQL error with a code. */
export class RestClient {
  readonly #options: RestClientOptions;
  #timeoutMs: number;
  /**
   * The Cookie header sent: the incoming request's, then as the api's replies change it. A
   * session the api replaces during one operation (two-factor turned on, a role changed) is the
   * one the operation's later calls carry, as a browser would after that reply.
   */
  #cookie: string | undefined;

  /** Binds a client to the api and to one incoming request. */
  constructor(options: RestClientOptions) {
    this.#options = options;
    this.#timeoutMs = options.timeoutMs;
    this.#cookie = options.cookie;
  }

  /** Whether the incoming request carries cookies, among which a shopper's session may be. */
  get carriesCookie(): boolean {
    return Boolean(this.#cookie);
  }

  /** Applies `Set-Cookie` lines to the Cookie header later calls send. */
  #adopt(setCookies: string[]): void {
    const jar = new Map(
      (this.#cookie ?? '')
        .split(';')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      if (!name) continue;
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const gone =
        value === '' ||
        attributes.some((attribute) => {
          const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
          return (
            (key.toLowerCase() === 'max-age' && Number(setting) <= 0) ||
            (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now())
          );
        });
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    this.#cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ') || undefined;
  }

  /**
   * Lets the calls sent from now on wait up to `timeoutMs`. A mutation's request raises it once
   * the operation is known: a write may take the api longer, and giving up on one early only
   * leaves the shopper unsure whether it happened.
   */
  extendTimeout(timeoutMs: number): void {
    this.#timeoutMs = Math.max(this.#timeoutMs, timeoutMs);
  }

  /** The api's origin this client talks to. */
  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  /** `POST path`: the JSON body of its 2xx reply, as the api's document describes it. */
  post<Path extends RestPath<'post'>>(
    path: Path,
    request: RestRequest<RestBody<'post', Path>, RestQuery<'post', Path>> = {},
  ): Promise<RestReply<'post', Path>> {
    return this.#call('POST', path, request) as Promise<RestReply<'post', Path>>;
  }

  /** `GET path`: the JSON body of its 2xx reply. */
  get<Path extends RestPath<'get'>>(
    path: Path,
    request: RestRequest<never, RestQuery<'get', Path>> = {},
  ): Promise<RestReply<'get', Path>> {
    return this.#call('GET', path, request) as Promise<RestReply<'get', Path>>;
  }

  /** `PATCH path`: the JSON body of its 2xx reply. */
  patch<Path extends RestPath<'patch'>>(
    path: Path,
    request: RestRequest<RestBody<'patch', Path>> = {},
  ): Promise<RestReply<'patch', Path>> {
    return this.#call('PATCH', path, request) as Promise<RestReply<'patch', Path>>;
  }

  /** `DELETE path`: the JSON body of its 2xx reply. */
  delete<Path extends RestPath<'delete'>>(
    path: Path,
    request: RestRequest<RestBody<'delete', Path>> = {},
  ): Promise<RestReply<'delete', Path>> {
    return this.#call('DELETE', path, request) as Promise<RestReply<'delete', Path>>;
  }

  async #call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    request: RestRequest<unknown, unknown>,
  ): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const { clientIp, origin, fetchSite } = this.#options;
    const cookie = this.#cookie;
    const timeoutMs = this.#timeoutMs;
    if (cookie && !request.shared) headers['cookie'] = cookie;
    // Where the request came from, for the api's own check; a shared read is nobody's.
    if (origin && !request.shared) headers['origin'] = origin;
    if (fetchSite && !request.shared) headers['sec-fetch-site'] = fetchSite;
    if (clientIp && !request.shared) headers['x-forwarded-for'] = clientIp;
    // A shared read carries the id of the request that started it.
    if (this.#options.requestId) headers['x-request-id'] = this.#options.requestId;
    let payload: string | undefined;
    if (method !== 'GET' && (method !== 'DELETE' || request.body !== undefined)) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body ?? {});
    }

    const query = request.query
      ? new URLSearchParams(request.query as Record<string, string>).toString()
      : '';
    // Dots encoded too: a bare `.` or `..` segment would be resolved against the path above it.
    const resolved = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
      encodeURIComponent(request.params?.[name] ?? '').replaceAll('.', '%2E'),
    );
    const target = query ? `${resolved}?${query}` : resolved;
    const url = this.#options.baseUrl + target;
    const transmit = () => {
      this.#options.onCall?.(`${method} ${target}`);
      return send({ url, method, headers, body: payload, timeoutMs });
    };
    let reply: TransportReply;
    try {
      const coalesce = request.shared && this.#options.coalesceReads !== false;
      reply = await (coalesce
        ? // Only calls with the same patience share: a query never waits out a mutation's limit.
          joinShared(`${method} ${url} ${timeoutMs} ${payload ?? ''}`, transmit)
        : transmit());
    } catch {
      throw serviceUnavailableError();
    }

    // A shared reply belongs to nobody's session: its cookies (there should be none) stay here.
    if (reply.setCookies.length > 0 && !request.shared) {
      this.#options.onSetCookie?.(reply.setCookies);
      this.#adopt(reply.setCookies);
    }

    const ok = reply.status >= 200 && reply.status < 300;
    let body: unknown;
    try {
      body = reply.text.length > 0 ? JSON.parse(reply.text) : {};
    } catch {
      if (ok) throw badGatewayError();
      body = undefined;
    }
    // A failing api (5xx) is answered generically whatever it says, so only replies that would
    // be read are checked: a broken success is refused, a broken refusal loses its sentence.
    const problem =
      reply.status < 500 && body !== undefined
        ? this.#options.contract.check(method, path, reply.status, body)
        : undefined;
    if (problem) {
      this.#options.log?.error(
        { call: `${method} ${path}`, status: reply.status, problem },
        'api reply breaks the contract',
      );
    }
    if (!ok) {
      const retryAfter = Number(reply.retryAfter ?? Number.NaN);
      throw apiStatusError(reply.status, problem ? undefined : body, {
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
      });
    }
    if (problem) throw badGatewayError();
    return body;
  }
}

/**
 * Joins an identical public read already in flight, or starts one. Under load many shoppers
 * open the same listing page at once; the api then answers it once for all of them, and nobody
 * gets older data than the moment their own request arrived.
 */
function joinShared(key: string, transmit: () => Promise<TransportReply>): Promise<TransportReply> {
  const pending = sharedInFlight.get(key);
  if (pending) return pending;
  const started = transmit().finally(() => sharedInFlight.delete(key));
  sharedInFlight.set(key, started);
  return started;
}
