/**
 * HTTP to the api over undici: one keep-alive `Pool` per api origin, shared by every request.
 * undici's `request` skips what makes `fetch` cost several times more CPU per call (web streams,
 * Request and Response objects); the gateway makes one or more calls per GraphQL request, so this
 * is its hottest path after GraphQL itself.
 */
import { EventEmitter } from 'node:events';
import { Pool } from 'undici';

/** A finished api reply: status, the headers the client reads, and the whole body as text. */
export interface TransportReply {
  /** HTTP status. */
  status: number;
  /** Every Set-Cookie header, in order (empty when there is none). */
  setCookies: string[];
  /** The Retry-After header, if any. */
  retryAfter: string | undefined;
  /** The body, decoded as UTF-8. */
  text: string;
}

/** One request to send. */
export interface TransportRequest {
  /** Absolute URL. */
  url: string;
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Request headers. */
  headers: Record<string, string>;
  /** Request body, if any. */
  body?: string | undefined;
  /**
   * Abandon the call (connection destroyed) after this many ms, from the moment it is sent:
   * waiting for a free connection, connecting, the reply's headers and its body all count.
   */
  timeoutMs: number;
}

/** At most this many connections to one api origin, as many as requests in flight need. */
const connectionsPerOrigin = 256;

/** The pools, by origin: sockets to the api are reused instead of opened per call. */
const pools = new Map<string, Pool>();

/** The pool for an origin, made on first use. */
function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: connectionsPerOrigin });
    pools.set(origin, pool);
  }
  return pool;
}

/** A header undici hands back as a string, an array or nothing, as a list. */
function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Sends one request; rejects on network failure or timeout. */
export async function send(request: TransportRequest): Promise<TransportReply> {
  const url = new URL(request.url);
  // One deadline for the whole call: undici's own timeouts each cover one phase only (a body
  // trickling in a byte at a time would never trip its bodyTimeout). undici takes an
  // EventEmitter as the signal; an AbortController cost some 14 µs of CPU more per call.
  const deadline = new EventEmitter();
  const timer = setTimeout(() => deadline.emit('abort'), request.timeoutMs);
  try {
    const reply = await poolFor(url.origin).request({
      path: url.pathname + url.search,
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: deadline,
    });
    const text = await reply.body.text();
    const retryAfter = reply.headers['retry-after'];
    return {
      status: reply.statusCode,
      setCookies: listOf(reply.headers['set-cookie']),
      retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
      text,
    };
  } finally {
    clearTimeout(timer);
  }
}
