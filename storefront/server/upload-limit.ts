/**
 * The back office's uploads cut off at their size at the web server, whether the browser declared
 * it (Content-Length) or sent the body chunked: a photo past 8 MB or a catalogue file past 5 MB is
 * answered 413 with a sentence here, instead of the gateway's cut-off reaching the browser as a
 * broken forward (503). The limits are the gateway's (gateway/src/admin/files.ts), so a file the
 * gateway takes always reaches it.
 */
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Room above the api's own limit, so a file just past it gets the api's sentence. */
const headroom = 64 * 1024;

/** What one upload route takes. */
interface UploadLimit {
  /** At most this many bytes go on to the gateway. */
  maxBytes: number;
  /** The sentence for a body past it. */
  tooLarge: string;
}

/** The limits by path: a photo 8 MB, a products CSV or catalogue JSON 5 MB. */
const limits: Record<string, UploadLimit> = {
  '/admin/images': {
    maxBytes: 8 * 1024 * 1024 + headroom,
    tooLarge: 'The image is larger than 8 MB.',
  },
  '/admin/products.csv': {
    maxBytes: 5 * 1024 * 1024 + headroom,
    tooLarge: 'The file is larger than 5 MB.',
  },
  '/admin/catalogue.json': {
    maxBytes: 5 * 1024 * 1024 + headroom,
    tooLarge: 'The file is larger than 5 MB.',
  },
};

/** The largest body any upload route takes (the route's own bodyLimit). */
export const largestUpload = Math.max(...Object.values(limits).map((limit) => limit.maxBytes));

/** A body that ran past its route's limit on the way. */
class BodyTooLarge extends Error {
  constructor(readonly sentence: string) {
    super(sentence);
  }
}

/** The limit of the upload route at `url`, if it is one. */
function limitOf(url: string): UploadLimit | undefined {
  const path = url.split('?', 1)[0] ?? '';
  return Object.hasOwn(limits, path) ? limits[path] : undefined;
}

/**
 * `payload` as it goes on to the gateway: failing with {@link BodyTooLarge} once more than the
 * route's limit has passed. Any other route's body passes as it is.
 */
export function limitedUpload(request: FastifyRequest, payload: Readable): Readable {
  const limit = limitOf(request.url);
  if (!limit) return payload;
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit.maxBytes) done(new BodyTooLarge(limit.tooLarge));
      else done(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

/**
 * Answers 413 for an upload whose declared size is past its limit, before anything is read or
 * forwarded (an onRequest hook of the upload routes); undefined otherwise.
 */
export async function refuseDeclaredTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const limit = limitOf(request.url);
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (!limit || !Number.isFinite(declared) || declared <= limit.maxBytes) return undefined;
  // The body is never read: the connection cannot be reused for another request.
  return reply.code(413).header('connection', 'close').send({ error: limit.tooLarge });
}

/**
 * Answers 413 when the forward failed because the body ran past its limit (the rest of it is read
 * and dropped, so the browser, still sending, gets to read the answer; then the connection
 * closes); undefined for any other failure.
 */
export function refuseCutOffUpload(request: FastifyRequest, reply: Pick<FastifyReply, 'code'>) {
  const body = request.body as { errored?: unknown } | undefined;
  const cutOff = body && typeof body === 'object' ? body.errored : undefined;
  if (!(cutOff instanceof BodyTooLarge)) return undefined;
  request.raw.resume();
  return reply.code(413).header('connection', 'close').send({ error: cutOff.sentence });
}
