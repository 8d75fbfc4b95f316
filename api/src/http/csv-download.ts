/**
 * The back office's CSV downloads (orders, customers): one way to describe them in the contract
 * and to send them, streamed, as a dated attachment nobody caches.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { refusals } from './contract.ts';

/** What a CSV download route answers, for its schema's `response`. */
export const csvDownloadReplies = {
  200: z.string().describe('The CSV text (text/csv; charset=utf-8).'),
  ...refusals(400, 401, 403),
};

/** Said of every CSV download in its route's description. */
export const csvDownloadTerms =
  'as CSV (text/csv, RFC 4180, CRLF), streamed. A cell starting with =, +, -, @, tab or CR gets a leading apostrophe.';

/** Sends `csv` as the attachment `<name>-<today>.csv`, never cached. */
export function sendCsvDownload(reply: FastifyReply, name: string, csv: Readable): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
      .header('cache-control', 'no-store')
      // A stream is sent as it is: Fastify never runs a reply schema's serializer on one.
      .send(csv as unknown as string)
  );
}
