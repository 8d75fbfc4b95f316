import type { FastifyError, FastifyInstance } from 'fastify';

/** A refusal the caller caused: answered as `{ "error": message }` with `status`. */
export class HttpError extends Error {
  /** The HTTP status to answer with (4xx). */
  readonly status: number;
  /** Extra fields for the JSON reply beside `error` (e.g. the server's total on a 409). */
  readonly extra: Record<string, unknown> | undefined;
  /** Extra response headers (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

/** 400: the request is malformed or breaks a rule. */
export const badRequest = (message: string) => new HttpError(400, message);
/** 401: no valid session. */
export const unauthorized = (message = 'Please log in first.') => new HttpError(401, message);
/** 403: the session's user may not do this. */
export const forbidden = (message = 'You may only act on your own account.') =>
  new HttpError(403, message);
/** 404: the thing named does not exist. */
export const notFound = (message: string) => new HttpError(404, message);
/** 409: the request conflicts with the current state. */
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra ? { extra } : {});

// Fastify's own client errors, reworded as sentences a shopper's developer can act on.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 100 KB.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address is not a valid URL.',
};

/** Makes every error a JSON `{ error }` reply; only our own bugs become a 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send({ error: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && fastifyMessages[error.code]) ?? error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: `There is no ${request.method} ${request.url.split('?')[0]}.` }),
  );
}
