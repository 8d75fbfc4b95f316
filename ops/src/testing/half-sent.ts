/**
 * A request in flight for the drain tests: a POST whose body is sent in two halves, the second
 * when the test says, so the server holds it open across a SIGTERM.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';

/** A POST half sent: wait for `firstHalf`, then `finish` it and await `answered`. */
export interface HalfSentPost {
  /** The status and body of the answer, once it came. */
  answered: Promise<{ status: number; body: string }>;
  /** Resolves once the first half of the body has gone out. */
  firstHalf: Promise<void>;
  /** Sends the second half. */
  finish(): void;
}

/** Starts a POST of `body` to `url` and sends only its first half. @default JSON content */
export function halfSentPost(
  url: string,
  body: string,
  contentType = 'application/json',
): HalfSentPost {
  let sent!: ClientRequest;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  const firstHalf = new Promise<void>((resolve) =>
    sent.write(body.slice(0, half), () => resolve()),
  );
  return { answered, firstHalf, finish: () => sent.end(body.slice(half)) };
}
