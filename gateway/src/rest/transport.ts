/**
 * HTTP to the api over Node's own client with keep-alive pools. Node's fetch costs several
 * times more CPU per call (web streams, AbortSignal, Request objects); the gateway makes one
 * or more calls per GraphQL request, so this is its hottest path after GraphQL itself.
 */
import http from 'node:http';
import https from 'node:https';

/** A finished api reply: status, headers and the whole body as text. */
export interface TransportReply {
  /** HTTP status. */
  status: number;
  /** Response headers as Node parses them (`set-cookie` is always an array). */
  headers: http.IncomingHttpHeaders;
  /** The body, decoded as UTF-8. */
  text: string;
}

/** One request to send. */
export interface TransportRequest {
  /** Absolute URL. */
  url: string;
  /** HTTP method. */
  method: string;
  /** Request headers. */
  headers: Record<string, string>;
  /** Request body, if any. */
  body?: string | undefined;
  /** Abandon the call (connection destroyed) after this many ms, body included. */
  timeoutMs: number;
}

// Shared by every request: sockets to the api are reused instead of opened per call.
const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
const httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

/** Sends one request; rejects on network failure or timeout. */
export function send(request: TransportRequest): Promise<TransportReply> {
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const client = secure ? https : http;
  const headers: Record<string, string | number> = { ...request.headers };
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);

  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method,
        headers,
        agent: secure ? httpsAgent : httpAgent,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`no reply within ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}
