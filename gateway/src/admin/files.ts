/**
 * The back office's files, relayed to the api as plain HTTP (a GraphQL request holds at most
 * 100 KB of JSON, and a download is not a GraphQL answer), each with the staff cookie:
 * - `POST /admin/images`: a product photo's bytes → `/api/admin/images`;
 * - `GET /admin/products.csv`: every product as CSV ← `/api/admin/products/export`;
 * - `POST /admin/products.csv?dryRun=true|false`: a products CSV → `/api/admin/products/import`;
 * - `POST /admin/catalogue.json?dryRun=true|false`: a catalogue JSON file →
 *   `/api/admin/catalogue/import`.
 * Uploads pass through as a stream, never held whole in memory: a declared size past the limit is
 * refused at once, and a body that runs past it anyway is cut off there. The api checks the
 * permission, the bytes and every row; the gateway only refuses what it already knows (no staff
 * cookie, a bad parameter, a body not of the route's own type, too large). Origin and
 * Sec-Fetch-Site go on to the api, which checks where the request came from as the gateway did.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { bodyTypeRefusal } from '@bloom/ops';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasStaffCookie, signInFirst } from './guard.ts';

/** Room above the api's own limit, so a file just past it gets the api's sentence. */
const headroom = 64 * 1024;

/** The largest photo the api takes (8 MB). */
const imageLimit = 8 * 1024 * 1024;

/** The largest catalogue or CSV file the api takes (5 MB). */
const fileLimit = 5 * 1024 * 1024;

/** How long a relayed file may take: an upload from a slow link, then sharp's AVIF encoding. */
const fileTimeoutMs = 60_000;

/** The api's refusal when a body runs past its limit in transit. */
class BodyTooLarge extends Error {}

/** `body`, failing once more than `maxBytes` have passed. */
function limited(body: Readable, maxBytes: number): Transform {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) done(new BodyTooLarge());
      else done(null, chunk);
    },
  });
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

/** What one relayed upload is. */
interface Upload {
  /** The api's route (with its query). */
  target: string;
  /** At most this many bytes reach the api. */
  limit: number;
  /** The sentence for a body past `limit`. */
  tooLarge: string;
  /** The Content-Type the api is sent; the browser's own when not given. */
  contentType?: string;
}

/** Origin and Sec-Fetch-Site as the browser sent them: the api checks where a write came from. */
function whereFrom(headers: IncomingHttpHeaders): Record<string, string> {
  const relayed: Record<string, string> = {};
  if (typeof headers.origin === 'string') relayed['origin'] = headers.origin;
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') relayed['sec-fetch-site'] = site;
  return relayed;
}

/** The sentence for the api being unreachable or too slow. */
const unavailable = 'The back office cannot reach the shop just now. Please try again.';

/** Relays `request`'s body (a stream) to the api as `upload`. */
function relayUpload(request: FastifyRequest, reply: FastifyReply, upload: Upload) {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > upload.limit) {
    return reply.code(413).send({ error: upload.tooLarge });
  }
  const body = limited(request.body as Readable, upload.limit);
  // reply-from streams the request's body when it is a stream: this one, cut off at the limit.
  request.body = body;
  return reply.from(upload.target, {
    timeout: fileTimeoutMs,
    rewriteRequestHeaders: (incoming, headers) => ({
      accept: 'application/json',
      'content-type': upload.contentType ?? headers['content-type'] ?? 'application/octet-stream',
      ...(Number.isFinite(declared) ? { 'content-length': String(declared) } : {}),
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
      ...whereFrom(headers),
      'x-forwarded-for': incoming.ip,
      'x-request-id': String(incoming.id),
    }),
    onError: (failed, { error }) => {
      if (body.errored instanceof BodyTooLarge) {
        // The rest of the body is read and dropped (never kept), so the browser, still sending,
        // gets to read the answer; then the connection closes.
        request.raw.resume();
        return failed.code(413).header('connection', 'close').send({ error: upload.tooLarge });
      }
      const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 503;
      return failed.code(status).send({ error: unavailable });
    },
  });
}

/**
 * Streams the api's CSV at `target` to the browser with the staff cookie relayed; the api down
 * or too slow is 503 (504 when it timed out) in the shop's words. Shared with the orders CSV.
 */
export function relayDownload(reply: FastifyReply, target: string, timeoutMs?: number) {
  return reply.from(target, {
    ...(timeoutMs ? { timeout: timeoutMs } : {}),
    // Only what the api needs: the session, and the staff member's address for its log.
    rewriteRequestHeaders: (incoming, headers) => ({
      accept: 'text/csv',
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
      ...whereFrom(headers),
      'x-forwarded-for': incoming.ip,
      'x-request-id': String(incoming.id),
    }),
    onError: (failed, { error }) => {
      const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 503;
      return failed
        .code(status)
        .send({ error: 'The export is unavailable just now. Please try again.' });
    },
  });
}

/** The `dryRun` query parameter as the api's, or null when it is not `true` or `false`. */
function dryRunOf(query: unknown): 'true' | 'false' | null {
  const given = query as Record<string, unknown>;
  const names = Object.keys(given);
  if (names.some((name) => name !== 'dryRun')) return null;
  return given['dryRun'] === 'true' || given['dryRun'] === 'false' ? given['dryRun'] : null;
}

/** The sentence for a missing or bad `dryRun`. */
const sayDryRun = 'Add ?dryRun=true to try the file, or ?dryRun=false to apply it.';

/** Registers the file routes on `app` (which must have @fastify/reply-from, based at the api). */
export async function registerCatalogueFiles(app: FastifyInstance): Promise<void> {
  await app.register(async (files) => {
    // These routes read no body themselves: it goes on to the api as the stream it arrives as,
    // whatever its type (the gateway's own JSON parser and its 100 KB limit stay elsewhere).
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // Without a staff cookie the api is not asked (and the body is not read).
    files.addHook('onRequest', async (request, reply) => {
      if (!hasStaffCookie(request.headers.cookie)) {
        return reply.code(401).send({ error: signInFirst().message });
      }
      return undefined;
    });

    files.post('/admin/images', (request, reply) => {
      if (Object.keys(request.query as object).length > 0) {
        return reply.code(400).send({ error: 'Send the photo alone, without parameters.' });
      }
      const wrongType = bodyTypeRefusal('POST', request.url, request.headers['content-type']);
      if (wrongType) return reply.code(415).send({ error: wrongType });
      return relayUpload(request, reply, {
        target: '/api/admin/images',
        limit: imageLimit + headroom,
        tooLarge: 'The image is larger than 8 MB.',
      });
    });

    files.get('/admin/products.csv', (request, reply) => {
      if (Object.keys(request.query as object).length > 0) {
        return reply.code(400).send({ error: 'The products CSV takes no parameters.' });
      }
      return relayDownload(reply, '/api/admin/products/export', fileTimeoutMs);
    });

    // The imports: each file to its api route, tried (dryRun=true) or applied (false), sent as
    // its own type only (text/csv, application/json: the back office says so whatever the file's
    // name), never as a type another site's page may send without asking.
    const imports = [
      {
        path: '/admin/products.csv',
        api: '/api/admin/products/import',
        type: 'text/csv; charset=utf-8',
      },
      {
        path: '/admin/catalogue.json',
        api: '/api/admin/catalogue/import',
        type: 'application/json',
      },
    ];
    for (const { path, api, type } of imports) {
      files.post(path, (request, reply) => {
        const dryRun = dryRunOf(request.query);
        if (!dryRun) return reply.code(400).send({ error: sayDryRun });
        const wrongType = bodyTypeRefusal('POST', path, request.headers['content-type']);
        if (wrongType) return reply.code(415).send({ error: wrongType });
        return relayUpload(request, reply, {
          target: `${api}?dryRun=${dryRun}`,
          limit: fileLimit + headroom,
          tooLarge: 'The file is larger than 5 MB.',
          contentType: type,
        });
      });
    }
  });
}
