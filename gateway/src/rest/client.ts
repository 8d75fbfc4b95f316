/**
 * The one place the gateway speaks HTTP to the api. One instance per GraphQL request: it carries
 * the browser's cookies to the api and hands the api's Set-Cookie headers back to the reply.
 */
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
  /** The shopper's IP, so the api's per-IP abuse limits count shoppers, not the gateway. */
  clientIp?: string | undefined;
  /** Receives every Set-Cookie header the api sends, in order. */
  onSetCookie?: ((cookies: string[]) => void) | undefined;
  /** Told about every call before it is sent (`POST /api/...`); tests count calls with it. */
  onCall?: ((call: string) => void) | undefined;
  /** Let identical public reads in flight share one api request. @default true */
  coalesceReads?: boolean | undefined;
}

/** One REST call's method, body and extra headers. */
export interface RestRequest {
  /** HTTP method; POST unless stated. */
  method?: 'GET' | 'POST' | 'DELETE';
  /** JSON body; POST calls without one send `{}` because the api only accepts JSON. */
  body?: unknown;
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

/** A REST reply that succeeded: its status and parsed JSON body. */
export interface RestReply<T> {
  /** HTTP status (2xx). */
  status: number;
  /** Parsed JSON body. */
  body: T;
}

/** Calls the api over HTTP, turning every failure into a GraphQL error with a code. */
export class RestClient {
  readonly #options: RestClientOptions;
  #timeoutMs: number;

  /** Binds a client to the api and to one incoming request. */
  constructor(options: RestClientOptions) {
    this.#options = options;
    this.#timeoutMs = options.timeoutMs;
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

  /** Calls `path` (with its query string) and returns the JSON body of a 2xx reply. */
  async call<T>(path: string, request: RestRequest = {}): Promise<T> {
    return (await this.send<T>(path, request)).body;
  }

  /** Like `call`, but also returns the status, for replies that say something by it (201). */
  async send<T>(path: string, request: RestRequest = {}): Promise<RestReply<T>> {
    const method = request.method ?? 'POST';
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const { cookie, clientIp } = this.#options;
    const timeoutMs = this.#timeoutMs;
    if (cookie && !request.shared) headers['cookie'] = cookie;
    if (clientIp && !request.shared) headers['x-forwarded-for'] = clientIp;
    let payload: string | undefined;
    if (method !== 'GET' && (method === 'POST' || request.body !== undefined)) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body ?? {});
    }

    const url = this.#options.baseUrl + path;
    const transmit = () => {
      this.#options.onCall?.(`${method} ${path}`);
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
    if (reply.setCookies.length > 0 && !request.shared)
      this.#options.onSetCookie?.(reply.setCookies);

    const ok = reply.status >= 200 && reply.status < 300;
    let body: unknown;
    try {
      body = reply.text.length > 0 ? JSON.parse(reply.text) : {};
    } catch {
      if (ok) throw badGatewayError();
      body = undefined;
    }
    if (!ok) {
      const retryAfter = Number(reply.retryAfter ?? Number.NaN);
      throw apiStatusError(reply.status, body, {
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
      });
    }
    return { status: reply.status, body: body as T };
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
